import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquare } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type { Client } from '~/shared/schemas/clients';
import {
  communicationLimits,
  sendSmsSchema,
  type SendSmsInput,
} from '~/shared/schemas/communications';
import { Button } from '~/web/components/ui/button';
import { TextAreaField } from '~/web/components/ui/form-field';
import { ApiError } from '~/web/lib/api-client';
import { useSendSms } from '../api/communications-api';
import { ComposerCard } from './composer-card';

const emptySms: SendSmsInput = { content: '' };

export function SendSmsForm({ client }: { client: Client }) {
  const sendSms = useSendSms(client.id);
  const hasPhone = Boolean(client.phone);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<SendSmsInput>({ resolver: zodResolver(sendSmsSchema), defaultValues: emptySms });
  const length = useWatch({ control, name: 'content' }).length;

  const onSubmit = handleSubmit(async (values) => {
    if (!client.phone) {
      toast.error(messages.communications.phoneRequired);
      return;
    }
    try {
      await sendSms.mutateAsync(values);
      toast.success(messages.communications.smsTracked);
      reset(emptySms);
    } catch (error) {
      // The number may have been removed in another tab since the screen loaded.
      const isMissingPhone = error instanceof ApiError && error.code === 'client_phone_required';
      toast.error(
        isMissingPhone
          ? messages.communications.phoneRequired
          : messages.communications.sendSmsFailed,
      );
    }
  });

  return (
    <ComposerCard
      icon={<MessageSquare aria-hidden="true" className="size-5 text-signal-400" />}
      title="Send SMS"
      unavailableText={hasPhone ? undefined : messages.communications.noPhoneNumber}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Send SMS">
        <fieldset disabled={!hasPhone} className="flex flex-col gap-2 disabled:opacity-60">
          <TextAreaField
            label="Message"
            required
            rows={4}
            maxLength={communicationLimits.smsContent}
            error={errors.content?.message}
            {...register('content')}
          />
          {/* One SMS segment holds 160 plain characters; longer texts are split and billed per part. */}
          <p className="text-right text-xs text-ink-400" aria-live="polite">
            {length} / 160 characters{length > 160 ? ` (${Math.ceil(length / 153)} parts)` : ''}
          </p>
        </fieldset>
        <Button
          type="submit"
          disabled={!hasPhone}
          isLoading={sendSms.isPending}
          loadingText="Recording..."
          className="self-start"
        >
          Send SMS
        </Button>
      </form>
    </ComposerCard>
  );
}

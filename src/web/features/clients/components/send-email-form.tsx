import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import type { Client } from '~/shared/schemas/clients';
import {
  communicationLimits,
  fillTemplate,
  sendEmailSchema,
  type SendEmailInput,
} from '~/shared/schemas/communications';
import { Button } from '~/web/components/ui/button';
import { TextAreaField, TextField } from '~/web/components/ui/form-field';
import { ApiError } from '~/web/lib/api-client';
import { useEmailTemplatesQuery } from '~/web/lib/email-templates-query';
import { useSendEmail } from '../api/communications-api';
import { ComposerCard } from './composer-card';

const emptyEmail: SendEmailInput = { subject: '', content: '' };

export function SendEmailForm({ client }: { client: Client }) {
  const templatesQuery = useEmailTemplatesQuery({ staleTime: 5 * 60_000 });
  const sendEmail = useSendEmail(client.id);
  const templateSelectId = useId();
  const [templateId, setTemplateId] = useState('');
  const hasEmail = Boolean(client.email);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<SendEmailInput>({
    resolver: zodResolver(sendEmailSchema),
    defaultValues: emptyEmail,
  });

  useEffect(() => {
    if (templatesQuery.isError) {
      toast.error(messages.communications.loadTemplatesFailed, { id: 'templates-load' });
    }
  }, [templatesQuery.isError]);

  const applyTemplate = (chosenId: string) => {
    setTemplateId(chosenId);
    const template = templatesQuery.data?.find((candidate) => candidate.id === chosenId);
    if (!template) return;
    const options = { shouldValidate: true, shouldDirty: true };
    setValue('subject', fillTemplate(template.subject, client), options);
    setValue('content', fillTemplate(template.content, client), options);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!client.email) {
      toast.error(messages.communications.emailRequired);
      return;
    }
    try {
      await sendEmail.mutateAsync(values);
      toast.success(messages.communications.emailTracked);
      reset(emptyEmail);
      setTemplateId('');
    } catch (error) {
      // The address may have been removed in another tab since the screen loaded.
      const isMissingEmail = error instanceof ApiError && error.code === 'client_email_required';
      toast.error(
        isMissingEmail
          ? messages.communications.emailRequired
          : messages.communications.sendEmailFailed,
      );
    }
  });

  return (
    <ComposerCard
      icon={<Mail aria-hidden="true" className="size-5 text-signal-400" />}
      title="Send Email"
      unavailableText={hasEmail ? undefined : messages.communications.noEmailAddress}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Send Email">
        <fieldset disabled={!hasEmail} className="flex flex-col gap-4 disabled:opacity-60">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={templateSelectId} className="text-sm font-medium">
              Template
            </label>
            <select
              id={templateSelectId}
              value={templateId}
              onChange={(event) => applyTemplate(event.target.value)}
              className="w-full rounded-lg border border-ink-700 bg-ink-900 px-3 py-2.5 text-base text-ink-100 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none"
            >
              <option value="">
                {templatesQuery.isPending ? 'Loading templates...' : 'Choose a template (optional)'}
              </option>
              {templatesQuery.data?.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Subject"
            required
            maxLength={communicationLimits.subject}
            error={errors.subject?.message}
            {...register('subject')}
          />
          <TextAreaField
            label="Message"
            required
            rows={6}
            maxLength={communicationLimits.emailContent}
            error={errors.content?.message}
            {...register('content')}
          />
        </fieldset>
        <Button
          type="submit"
          disabled={!hasEmail}
          isLoading={sendEmail.isPending}
          loadingText="Recording..."
          className="self-start"
        >
          Send Email
        </Button>
      </form>
    </ComposerCard>
  );
}

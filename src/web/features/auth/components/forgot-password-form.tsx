import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import {
  emailMaxLength,
  forgotPasswordSchema,
  type ForgotPasswordInput,
} from '~/shared/schemas/auth';
import { TextField } from '~/web/components/ui/form-field';
import { AuthForm } from './auth-form';
import { useAuth } from '~/web/lib/auth/auth-context';

/**
 * Asks for a reset link. The confirmation reads the same whether or not the address has
 * an account, as the server's answer does.
 */
export function ForgotPasswordForm() {
  const { requestPasswordReset } = useAuth();
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      toast.error(status === 429 ? messages.auth.rateLimited : messages.auth.recoveryFailure);
    }
  });

  if (sentTo) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-pulse-500/40 bg-pulse-500/10 p-4"
      >
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-pulse-400" />
        <p className="text-sm text-ink-100">{messages.auth.recoverySent}</p>
      </div>
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Send Reset Link"
      pendingLabel="Sending..."
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={emailMaxLength}
        error={errors.email?.message}
        {...register('email')}
      />
    </AuthForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import { newPasswordSchema, passwordLimits, type NewPasswordInput } from '~/shared/schemas/auth';
import { TextField } from '~/web/components/ui/form-field';
import { passwordProblem } from '../auth-error-messages';
import { useAuth } from '~/web/lib/auth/auth-context';
import { authLinkStyle } from './auth-page';
import { AuthForm } from './auth-form';

/**
 * Sets a new password from a reset link. The link's token is spent only on submit (so a
 * mail scanner opening the link spends nothing): /verify signs in, then PUT /user sets the
 * password and the server ends every other session.
 */
export function ResetPasswordForm({ tokenHash }: { tokenHash: string | undefined }) {
  const { verifyRecoveryLink, updatePassword, lastEvent, status } = useAuth();
  const navigate = useNavigate();
  const [isLinkSpent, setIsLinkSpent] = useState(false);
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const hasRecoverySession =
    isLinkSpent || (lastEvent === 'PASSWORD_RECOVERY' && status === 'signed-in');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!hasRecoverySession) {
      try {
        await verifyRecoveryLink(tokenHash ?? '');
        setIsLinkSpent(true);
      } catch {
        setIsLinkInvalid(true);
        return;
      }
    }
    try {
      await updatePassword(password);
    } catch (error) {
      const problem = passwordProblem(error);
      if (problem) setError('password', { message: problem }, { shouldFocus: true });
      else toast.error(messages.auth.passwordUpdateFailure);
      return;
    }
    toast.success(messages.auth.passwordUpdated);
    await navigate('/dashboard', { replace: true });
  });

  if (isLinkInvalid || (!tokenHash && !hasRecoverySession)) {
    return (
      <div className="flex flex-col gap-5">
        <p role="alert" className="rounded-xl border border-red-400/40 bg-red-400/10 p-4 text-sm">
          {messages.auth.resetLinkInvalid}
        </p>
        <Link to="/forgot-password" className={authLinkStyle}>
          Request a new link
        </Link>
      </div>
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Set New Password"
      pendingLabel="Saving..."
      waitsForScript={false}
    >
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={passwordLimits.max}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={passwordLimits.max}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </AuthForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import {
  emailMaxLength,
  passwordLimits,
  registerSchema,
  type RegisterInput,
} from '~/shared/schemas/auth';
import { TextField } from '~/web/components/ui/form-field';
import { AuthForm } from './auth-form';
import { signUpFailure } from '../auth-error-messages';
import { ConfirmEmailNotice } from './confirm-email-notice';
import { useAuth } from '~/web/lib/auth/auth-context';
import { PrivacyNote } from '~/web/components/ui/privacy-note';

/**
 * Sign-up: the account is ready at once (its address confirmed later, from the welcome
 * mail), and the visitor lands on the dashboard, unless `onSignedUp` takes them on (a
 * checkout they chose before). When confirmation comes before sign-in, the form gives
 * way to where the link went. `?email=` fills the address
 * in (a guest buyer creating their account).
 */
export function RegisterForm({
  onSignedUp,
}: {
  onSignedUp?: (accessToken: string) => Promise<boolean>;
}) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [searchParams] = useSearchParams();
  const suggestedEmail = searchParams.get('email')?.slice(0, emailMaxLength);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '' },
  });

  // After hydration: the pre-rendered field is empty, whatever the address.
  useEffect(() => {
    if (suggestedEmail) setValue('email', suggestedEmail);
  }, [suggestedEmail, setValue]);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    let accessToken: string | undefined;
    try {
      accessToken = (await signUp(email, password))?.access_token;
      // EMAIL_CONFIRMATION=before-sign-in: no session until the mailed link is followed.
      if (!accessToken) {
        setSentTo(email.trim().toLowerCase());
        return;
      }
    } catch (error) {
      const failure = signUpFailure(error);
      if (failure.field)
        setError(failure.field, { message: failure.message }, { shouldFocus: true });
      if (failure.field !== 'password') toast.error(failure.message);
      return;
    }
    toast.success(messages.auth.signUpSuccess);
    if (accessToken && (await onSignedUp?.(accessToken))) return;
    await navigate('/dashboard', { replace: true });
  });

  if (sentTo) {
    return (
      <ConfirmEmailNotice email={sentTo} message={messages.auth.confirmBeforeSignIn(sentTo)} />
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Sign Up"
      pendingLabel="Creating account..."
      footer={<PrivacyNote use="Your e-mail signs you in and receives your account's messages." />}
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
      <div className="flex flex-col gap-1.5">
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={passwordLimits.max}
          {...(errors.password ? {} : { 'aria-describedby': 'password-hint' })}
          error={errors.password?.message}
          {...register('password')}
        />
        {!errors.password && (
          <p id="password-hint" className="text-xs text-ink-400">
            At least {passwordLimits.min} characters. Common passwords are not accepted.
          </p>
        )}
      </div>
    </AuthForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import {
  emailMaxLength,
  passwordLimits,
  signInSchema,
  type SignInInput,
} from '~/shared/schemas/auth';
import { TextField } from '~/web/components/ui/form-field';
import { AuthForm } from './auth-form';
import { isEmailNotConfirmed, signInFailure } from '../auth-error-messages';
import { ConfirmEmailNotice } from './confirm-email-notice';
import { useAuth } from '~/web/lib/auth/auth-context';
import { authLinkStyle } from './auth-page';
import { fetchProfile } from '../api/profile';
import { readReturnTo } from '../return-to';
import { SecondFactorForm } from '~/web/components/two-factor/second-factor-form';
import { pendingSecondFactor } from '~/web/lib/auth/two-factor';

/**
 * Email and password sign-in. Afterwards: whatever `onSignedIn` takes on (a checkout the
 * visitor chose before), else the location the guard sent the visitor from, else /admin
 * for admins (role read from the server), else /dashboard.
 */
export function LoginForm({
  onSignedIn,
}: {
  onSignedIn?: (accessToken: string) => Promise<boolean>;
}) {
  const { signIn, client } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | undefined>();
  /** After the password, an account with an authenticator is asked for its code. */
  const [secondFactor, setSecondFactor] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    let accessToken: string;
    setUnconfirmedEmail(undefined);
    try {
      accessToken = (await signIn(email, password)).access_token;
    } catch (error) {
      // EMAIL_CONFIRMATION=before-sign-in: the right password, but no link followed yet.
      if (isEmailNotConfirmed(error)) setUnconfirmedEmail(email);
      else toast.error(signInFailure(error));
      return;
    }
    const factorId = await pendingSecondFactor(await client()).catch(() => undefined);
    if (factorId) {
      setSecondFactor(factorId);
      return;
    }
    await continueSignedIn(accessToken);
  });

  const continueSignedIn = async (accessToken: string) => {
    if (await onSignedIn?.(accessToken)) {
      toast.success(messages.auth.signInSuccess);
      return;
    }
    const returnTo = readReturnTo(location.state);
    if (returnTo) {
      toast.success(messages.auth.signInSuccess);
      await navigate(returnTo, { replace: true });
      return;
    }
    try {
      const profile = await fetchProfile(accessToken);
      toast.success(messages.auth.signInSuccess);
      await navigate(profile.role === 'admin' ? '/admin' : '/dashboard', { replace: true });
    } catch {
      // Signed in, but the role is unknown: the non-admin destination is always safe.
      toast.error(messages.auth.roleLookupFailure);
      await navigate('/dashboard', { replace: true });
    }
  };

  if (secondFactor) {
    return (
      <SecondFactorForm
        factorId={secondFactor}
        onVerified={(session) => continueSignedIn(session.access_token)}
      />
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Sign In"
      pendingLabel="Signing in..."
    >
      {unconfirmedEmail && (
        <ConfirmEmailNotice
          email={unconfirmedEmail}
          message={messages.auth.confirmBeforeSignIn(unconfirmedEmail)}
        />
      )}
      {/* Signing in is the one thing this page is for: start in the e-mail field. */}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        required
        maxLength={emailMaxLength}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={passwordLimits.max}
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to="/forgot-password"
          className={`inline-flex items-center self-end text-sm ${authLinkStyle}`}
        >
          Forgot password?
        </Link>
      </div>
    </AuthForm>
  );
}

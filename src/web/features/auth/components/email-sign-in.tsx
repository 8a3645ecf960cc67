import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '~/shared/messages';
import { emailMaxLength, emailPattern } from '~/shared/schemas/auth';
import { Button } from '~/web/components/ui/button';
import { buttonStyles } from '~/web/components/ui/button-styles';
import { TextField } from '~/web/components/ui/form-field';
import { useAuth } from '~/web/lib/auth/auth-context';
import { toast } from '~/web/lib/toast';
import { signInFailure } from '../auth-error-messages';
import { resendCooldownSeconds } from './confirm-email-notice';
import { useCooldown } from './use-cooldown';

/**
 * "Email me a sign-in link": one mail with a link and a six-digit code. The code can be
 * typed here (the link may open on another device); sending again waits a minute, as the
 * server does.
 */
export function EmailSignIn() {
  const { requestSignInLink, verifySignIn } = useAuth();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const [secondsLeft, startCooldown] = useCooldown(resendCooldownSeconds);

  const send = async (address: string) => {
    setError(undefined);
    if (!emailPattern.test(address)) {
      setError(messages.validation.invalidEmail);
      return;
    }
    setIsBusy(true);
    try {
      await requestSignInLink(address);
      setSentTo(address);
      startCooldown();
    } catch (failure) {
      setError(
        signInFailure(failure) === messages.auth.rateLimited
          ? messages.auth.rateLimited
          : messages.auth.signInLinkFailure,
      );
    } finally {
      setIsBusy(false);
    }
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    void send(email.trim().toLowerCase());
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    setError(undefined);
    setIsBusy(true);
    try {
      await verifySignIn({ email: sentTo, code: code.trim() });
    } catch {
      setError(messages.auth.signInCodeInvalid);
      setIsBusy(false);
      return;
    }
    toast.success(messages.auth.signInSuccess);
    await navigate('/dashboard', { replace: true });
  };

  if (!isOpen) {
    return (
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={`${buttonStyles.secondary} w-full`}
      >
        Email me a sign-in link
      </button>
    );
  }
  if (!sentTo) {
    return (
      <form
        onSubmit={onSend}
        noValidate
        aria-label="Sign in by e-mail"
        className="flex flex-col gap-4"
      >
        <TextField
          label="Email for the sign-in link"
          type="email"
          autoComplete="email"
          required
          maxLength={emailMaxLength}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" variant="secondary" isLoading={isBusy} loadingText="Sending...">
          Send Sign-In Link
        </Button>
      </form>
    );
  }
  return (
    <form
      onSubmit={(event) => void onVerify(event)}
      noValidate
      aria-label="Sign in by e-mail"
      className="flex flex-col gap-4"
    >
      <p
        role="status"
        className="rounded-xl border border-signal-500/40 bg-signal-500/10 p-4 text-sm text-ink-100"
      >
        {messages.auth.signInLinkSent(sentTo)}
      </p>
      <TextField
        label="Six-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={error}
      />
      <Button
        type="submit"
        isLoading={isBusy}
        loadingText="Signing in..."
        disabled={code.length !== 6}
      >
        Sign In With Code
      </Button>
      <button
        type="button"
        onClick={() => void send(sentTo)}
        disabled={isBusy || secondsLeft > 0}
        className={buttonStyles.ghost}
      >
        {secondsLeft > 0 ? `Send again in ${secondsLeft} s` : 'Send the link again'}
      </button>
    </form>
  );
}

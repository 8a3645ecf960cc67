import { useState } from 'react';
import { messages } from '~/shared/messages';
import { buttonStyles } from '~/web/components/ui/button-styles';
import { useAuth } from '~/web/lib/auth/auth-context';
import { useCooldown } from './use-cooldown';

/** The server mails at most one link a minute; the button waits as long. */
export const resendCooldownSeconds = 60;

/**
 * Says where the confirmation link went and offers a new one. A link has just gone out
 * when the notice first shows (sign-up sent it), so the button starts cooling down only
 * after a resend: the server skips a second mail within the minute anyway.
 */
export function ConfirmEmailNotice({
  email,
  message,
}: {
  email: string;
  /** What waits for the confirmation (worded by the screen). */
  message: string;
}) {
  const { resendConfirmation } = useAuth();
  const [secondsLeft, startCooldown] = useCooldown(resendCooldownSeconds);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const resend = async () => {
    setState('sending');
    try {
      await resendConfirmation(email);
      setState('sent');
      startCooldown();
    } catch {
      setState('failed');
    }
  };

  const label =
    state === 'sending'
      ? 'Sending...'
      : secondsLeft > 0
        ? `Send again in ${secondsLeft} s`
        : 'Send the link again';
  return (
    <section
      aria-label="Confirm your e-mail address"
      className="flex flex-col gap-4 rounded-2xl border border-signal-500/40 bg-signal-500/10 p-5 text-sm sm:flex-row sm:items-center sm:p-6"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold text-ink-100">Confirm your e-mail address</p>
        <p className="break-words text-ink-300">{message}</p>
        <p role="status" className="text-ink-300">
          {state === 'sent' && messages.auth.confirmResent(email)}
        </p>
        {state === 'failed' && (
          <p role="alert" className="font-semibold text-red-200">
            {messages.auth.confirmResendFailure}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={state === 'sending' || secondsLeft > 0}
        className={`${buttonStyles.secondary} shrink-0`}
      >
        {label}
      </button>
    </section>
  );
}

/** The signed-in user's notice while their address is unconfirmed; nothing otherwise. */
export function UnconfirmedEmailBanner() {
  const { user } = useAuth();
  if (!user?.email || user.email_confirmed_at) return null;
  return (
    <ConfirmEmailNotice email={user.email} message={messages.auth.confirmPending(user.email)} />
  );
}

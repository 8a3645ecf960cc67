import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '~/shared/messages';
import { useAuth } from '~/web/lib/auth/auth-context';
import { toast } from '~/web/lib/toast';
import { AuthForm } from './auth-form';
import { authLinkStyle } from './auth-page';

/**
 * Spends a confirmation link on a press, not on opening (a mail scanner that opens links
 * would otherwise use it up and sign itself in), then goes to the dashboard.
 */
export function ConfirmEmailForm({
  tokenHash,
  purpose,
}: {
  tokenHash: string | undefined;
  /** A welcome mail's confirmation link, a new address's link, or a sign-in mail's link. */
  purpose: 'confirm' | 'new-address' | 'sign-in';
}) {
  const { confirmEmail, verifySignIn } = useAuth();
  const navigate = useNavigate();
  const [isInvalid, setIsInvalid] = useState(!tokenHash);
  const [isBusy, setIsBusy] = useState(false);

  const confirm = async () => {
    setIsBusy(true);
    try {
      if (purpose === 'sign-in') await verifySignIn({ tokenHash: tokenHash ?? '' });
      else
        await confirmEmail(tokenHash ?? '', purpose === 'new-address' ? 'email_change' : 'signup');
    } catch {
      setIsInvalid(true);
      setIsBusy(false);
      return;
    }
    toast.success(
      purpose === 'sign-in' ? messages.auth.signInSuccess : messages.auth.emailConfirmed,
    );
    await navigate('/dashboard', { replace: true });
  };

  if (isInvalid) {
    return (
      <div className="flex flex-col gap-5">
        <p role="alert" className="rounded-xl border border-red-400/40 bg-red-400/10 p-4 text-sm">
          {purpose === 'sign-in'
            ? messages.auth.signInLinkInvalid
            : messages.auth.confirmLinkInvalid}
        </p>
        <Link to="/login" className={authLinkStyle}>
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <AuthForm
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      isSubmitting={isBusy}
      submitLabel={purpose === 'sign-in' ? 'Sign In' : 'Confirm My Address'}
      pendingLabel="Confirming..."
    />
  );
}

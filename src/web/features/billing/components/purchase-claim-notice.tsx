import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '~/shared/messages';
import { buttonStyles } from '~/web/components/ui/button-styles';
import { useConfirmClaim, useSendClaimLink } from '../api/purchase-claims';

const boxClass = 'rounded-2xl border p-5 text-sm sm:p-6';

/**
 * Purchases made with the user's e-mail before they had an account join it only once
 * they prove they read that mailbox: this offers the link, and uses it when the page is
 * opened from it (`?claim=`), then drops the token from the address bar.
 */
export function PurchaseClaimNotice({
  email,
  pending,
}: {
  email: string;
  /** Whether purchases with the e-mail wait for the proof (the page's own read says). */
  pending: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('claim');
  const sendLink = useSendClaimLink();
  const confirm = useConfirmClaim();
  const usedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || usedToken.current === token) return;
    usedToken.current = token;
    confirm.mutate(token);
    const rest = new URLSearchParams(searchParams);
    rest.delete('claim');
    setSearchParams(rest, { replace: true });
  }, [token, confirm, searchParams, setSearchParams]);

  if (confirm.isPending) {
    return (
      <p role="status" className={`${boxClass} border-ink-700 bg-ink-900/70 text-ink-300`}>
        Adding your earlier purchases...
      </p>
    );
  }
  if (confirm.isSuccess) {
    return (
      <p role="status" className={`${boxClass} border-pulse-500/40 bg-pulse-500/10 text-ink-100`}>
        {messages.purchaseClaims.claimed}
      </p>
    );
  }
  const linkFailed = confirm.isError;
  if (!pending && !linkFailed) return null;

  const sentMessage =
    sendLink.data === true
      ? messages.purchaseClaims.sent(email)
      : sendLink.data === false
        ? messages.purchaseClaims.alreadySent
        : undefined;
  return (
    <section
      aria-label="Earlier purchases"
      className={`${boxClass} flex flex-col gap-4 border-signal-500/40 bg-signal-500/10 sm:flex-row sm:items-center`}
    >
      <div className="flex-1 space-y-1">
        {linkFailed && (
          <p role="alert" className="font-semibold text-red-200">
            {messages.purchaseClaims.invalidLink}
          </p>
        )}
        {pending && <p className="text-ink-100">{messages.purchaseClaims.found(email)}</p>}
        <p role="status" className="text-ink-300">
          {sendLink.isError ? messages.purchaseClaims.sendFailed : sentMessage}
        </p>
      </div>
      {pending && (
        <button
          type="button"
          onClick={() => sendLink.mutate()}
          disabled={sendLink.isPending}
          className={`${buttonStyles.primary} shrink-0`}
        >
          {sendLink.isPending ? 'Sending...' : 'Email me a link'}
        </button>
      )}
    </section>
  );
}

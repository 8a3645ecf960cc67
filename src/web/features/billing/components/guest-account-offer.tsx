import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '~/web/components/ui/button-styles';
import { guestRegisterHref } from '../api/send-purchase-claim';

/**
 * After a guest purchase: how it reaches an account. The account must exist before a
 * link can prove the mailbox is its owner's, so the link is mailed when it is created.
 */
export function GuestAccountOffer({ email }: { email: string | null }) {
  const address = email ?? 'the address you paid with';
  return (
    <section
      aria-labelledby="guest-account-heading"
      className="mt-6 rounded-2xl border border-signal-500/40 bg-signal-500/10 p-6 text-left"
    >
      <h2 id="guest-account-heading" className="flex items-center gap-2 font-semibold">
        <MailCheck aria-hidden="true" className="size-5 text-signal-400" />
        Add this purchase to an account
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-ink-300">
        Your receipt goes to <strong className="break-all text-ink-100">{address}</strong>. Create
        your account with this address and we e-mail it a one-time link: opening it adds this
        purchase to your account and dashboard.
      </p>
      <Link to={guestRegisterHref(email)} className={`${buttonStyles.primary} mt-4`}>
        Create your account
      </Link>
    </section>
  );
}

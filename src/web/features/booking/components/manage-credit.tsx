import { Link } from 'react-router';
import { bookWithCreditPath } from '~/shared/booking/credit-paths';
import type { BookingCredit } from '~/shared/booking/booking-types';
import { formatCurrency } from '~/shared/catalogue';
import { buttonStyles } from '~/web/components/ui/button-styles';

/** The link that spends a credit: the booking page of its call's kind, with this token. */
export function BookWithCreditLink({ credit, token }: { credit: BookingCredit; token: string }) {
  return (
    <Link
      to={bookWithCreditPath(credit.fromKind.slug, token)}
      className={`${buttonStyles.primary} self-start`}
    >
      Book again with your credit
    </Link>
  );
}

/**
 * A cancelled paid call kept as a credit, on its manage page: what it is worth and whether
 * it is still to spend. The token of this page is what spends it, so the page offers it.
 */
export function ManageCredit({ credit, token }: { credit: BookingCredit; token: string }) {
  const amount = formatCurrency(credit.amount, credit.currency);
  const usedOn =
    credit.usedAt &&
    new Date(credit.usedAt).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
  return (
    <section
      aria-labelledby="credit-heading"
      className="flex flex-col gap-3 rounded-xl border border-ink-800 bg-ink-900 p-4"
    >
      <h2 id="credit-heading" className="text-lg font-semibold">
        Your credit: {amount}, {usedOn ? 'used' : 'unused'}
      </h2>
      {usedOn ? (
        <p className="text-sm text-ink-300">
          It paid for a call booked on {usedOn}. A credit pays once; that call's own mail has its
          link.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-200">
            It pays for one session of up to {amount}, once, booked for {credit.email}.
          </p>
          <BookWithCreditLink credit={credit} token={token} />
        </>
      )}
    </section>
  );
}

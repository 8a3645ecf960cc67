import { useEffect, useState } from 'react';
import type { BookingCredit, PublicBookingKind } from '~/shared/booking/booking-types';
import { formatCurrency } from '~/shared/catalogue';
import { fetchCredit } from './bookings';

/**
 * The booking page opened with `?credit=<token>` (the cancelled call's signed link):
 * `none` without a token; `usable` when it pays for this kind; otherwise `unusable` with
 * the reason, and the page books as usual (paid at checkout).
 */
export type CreditState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'usable'; credit: BookingCredit; token: string }
  | { status: 'unusable'; message: string };

/** Why this credit cannot pay for `kind`, or null when it can (the server checks again). */
export function creditProblem(credit: BookingCredit, kind: PublicBookingKind): string | null {
  if (credit.usedAt) return 'This credit was used already: a credit pays for one call, once.';
  if (kind.priceCents === null) {
    return 'This call is free, so it needs no credit; your credit stays for a paid session.';
  }
  if (kind.priceCents > credit.amount || credit.currency !== 'usd') {
    return `Your credit of ${formatCurrency(credit.amount, credit.currency)} does not cover this call.`;
  }
  return null;
}

export function useBookingCredit(
  token: string | undefined,
  kind: PublicBookingKind | undefined,
): { state: CreditState; drop: (message: string) => void } {
  const [fetched, setFetched] = useState<
    { credit: BookingCredit } | { message: string } | undefined
  >();
  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    fetchCredit(token).then(
      ({ credit }) => isCurrent && setFetched({ credit }),
      (error: unknown) =>
        isCurrent &&
        setFetched({
          message: `${error instanceof Error ? error.message : 'This credit link does not work.'} You can still book and pay as usual.`,
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);
  const drop = (message: string) => setFetched({ message });

  if (!token) return { state: { status: 'none' }, drop };
  if (!fetched || !kind) return { state: { status: 'loading' }, drop };
  if ('message' in fetched)
    return { state: { status: 'unusable', message: fetched.message }, drop };
  const problem = creditProblem(fetched.credit, kind);
  if (problem) {
    return {
      state: { status: 'unusable', message: `${problem} You can still book and pay as usual.` },
      drop,
    };
  }
  return { state: { status: 'usable', credit: fetched.credit, token }, drop };
}

import { useEffect, useState } from 'react';
import type { CheckoutStatus } from '~/shared/schemas/billing';
import { ApiError } from '~/web/lib/api-client';
import { fetchCheckoutStatus } from './checkout-status';
import { nextPollDelay } from './checkout-status-polling';

export type CheckoutStatusView =
  | { phase: 'checking' }
  | { phase: 'paid'; status: CheckoutStatus }
  | { phase: 'still-processing' }
  | { phase: 'not-found' };

/**
 * Asks the server what became of the checkout session: at once, then with backoff while
 * the payment is still on its way, for up to 30 s. Only a `paid` answer shows success;
 * an unknown or unpaid session (or no session id at all) says it was not found.
 */
export function useCheckoutStatus(options: {
  sessionId: string | null;
  isAuthReady: boolean;
  getAccessToken: () => Promise<string | undefined>;
}): CheckoutStatusView {
  const { sessionId, isAuthReady, getAccessToken } = options;
  // Kept with the id it answers, so a new id starts from "checking" without a reset.
  const [answered, setAnswered] = useState<{ sessionId: string; view: CheckoutStatusView }>();

  useEffect(() => {
    if (!sessionId || !isAuthReady) return;
    const setView = (view: CheckoutStatusView) => setAnswered({ sessionId, view });
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const askAgainOrGiveUp = (attempt: number) => {
      const delay = nextPollDelay(attempt, Date.now() - startedAt);
      if (delay === undefined) setView({ phase: 'still-processing' });
      else timer = setTimeout(() => void ask(attempt + 1), delay);
    };
    const ask = async (attempt: number) => {
      try {
        const accessToken = await getAccessToken().catch(() => undefined);
        const answer = await fetchCheckoutStatus(sessionId, accessToken, controller.signal);
        if (answer.status === 'paid') setView({ phase: 'paid', status: answer });
        else if (answer.status === 'pending') askAgainOrGiveUp(attempt);
        else setView({ phase: 'not-found' });
      } catch (error) {
        if (controller.signal.aborted) return;
        // A malformed id is not a payment; anything else (offline, a restart) is retried.
        if (error instanceof ApiError && error.status === 400) setView({ phase: 'not-found' });
        else askAgainOrGiveUp(attempt);
      }
    };
    void ask(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sessionId, isAuthReady, getAccessToken]);

  if (!sessionId) return { phase: 'not-found' };
  return answered?.sessionId === sessionId ? answered.view : { phase: 'checking' };
}

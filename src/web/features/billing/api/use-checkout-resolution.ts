import { useEffect, useState } from 'react';
import { fetchCheckoutResolution } from './checkout-resolution';

export type ResolutionState =
  | { phase: 'processing' }
  | { phase: 'done'; productName: string | null; confirmation: 'subscription' | 'order' };

/** The payment event usually arrives before the buyer does; give it 15 s when it does not. */
export const resolutionPollMs = 1_000;
export const resolutionAttempts = 15;

const fallback: ResolutionState = { phase: 'done', productName: null, confirmation: 'order' };

/**
 * Asks the server what was bought in this checkout session, again every second while the
 * server still waits for the provider's event. Any failure, or no answer in time, shows
 * "your purchase" with the order box (spec section 4); failures are only logged.
 */
export function useCheckoutResolution(options: {
  sessionId: string | null;
  isAuthReady: boolean;
  getAccessToken: () => Promise<string | undefined>;
}): ResolutionState {
  const { sessionId, isAuthReady, getAccessToken } = options;
  const [state, setState] = useState<ResolutionState>({ phase: 'processing' });

  useEffect(() => {
    if (!isAuthReady) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (remaining: number) => {
      try {
        const accessToken = await getAccessToken().catch(() => undefined);
        const answer = await fetchCheckoutResolution(sessionId, accessToken, controller.signal);
        if (answer.status === 'complete') {
          setState({
            phase: 'done',
            productName: answer.product_name,
            confirmation: answer.confirmation,
          });
        } else if (remaining > 1) {
          timer = setTimeout(() => void attempt(remaining - 1), resolutionPollMs);
        } else {
          setState(fallback);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Could not confirm the purchase', error);
        setState(fallback);
      }
    };
    void attempt(resolutionAttempts);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sessionId, isAuthReady, getAccessToken]);

  return state;
}

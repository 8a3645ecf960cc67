import { useSearchParams } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { useCheckoutStatus } from '../features/billing/api/use-checkout-status';
import { CheckoutSuccessView } from '../features/billing/components/checkout-success-view';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Payment Successful',
    description: 'Your payment was received.',
    path: '/checkout/success',
  }),
  { name: 'robots', content: 'noindex' },
];

/**
 * Open to everyone: offer-page buyers arrive signed out. A signed-in buyer's token is
 * sent so the server can show their own sessions and record the purchase at once.
 */
export default function CheckoutSuccessPage() {
  const [searchParams] = useSearchParams();
  const { status, getAccessToken } = useAuth();
  const view = useCheckoutStatus({
    sessionId: searchParams.get('session_id'),
    isAuthReady: status !== 'loading',
    getAccessToken,
  });
  return <CheckoutSuccessView view={view} isSignedOut={status === 'signed-out'} />;
}

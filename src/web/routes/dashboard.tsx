import { useAuth } from '../lib/auth/auth-context';
import { UnconfirmedEmailBanner } from '../features/auth/components/confirm-email-notice';
import { CheckoutButton } from '../features/billing/components/checkout-button';
import { PurchaseClaimNotice } from '../features/billing/components/purchase-claim-notice';
import { buttonStyles } from '../components/ui/button-styles';
import { DashboardView } from '../features/dashboard/components/dashboard-view';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Dashboard',
    description: 'Your Signal System journey, projects and next steps.',
    path: '/dashboard',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function DashboardPage() {
  const { user } = useAuth();
  // Unconfirmed, the confirmation link also adds earlier purchases: one notice, not two.
  const isUnconfirmed = Boolean(user && !user.email_confirmed_at);
  return (
    <DashboardView
      signedInEmail={user?.email}
      notice={isUnconfirmed ? <UnconfirmedEmailBanner /> : undefined}
      renderPurchaseClaim={(email) =>
        isUnconfirmed ? null : <PurchaseClaimNotice email={email} pending />
      }
      renderCheckout={(catalogueKey, label) => (
        <CheckoutButton
          catalogueKey={catalogueKey}
          returnTo="/dashboard"
          className={buttonStyles.primary}
        >
          {label}
        </CheckoutButton>
      )}
    />
  );
}

import { useNavigate } from 'react-router';
import { messages } from '~/shared/messages';
import { Spinner } from '../components/ui/spinner';
import { AccountDataCard } from '../features/account-data/components/account-data-card';
import { useAuth } from '../lib/auth/auth-context';
import { UnconfirmedEmailBanner } from '../features/auth/components/confirm-email-notice';
import { TwoFactorCard } from '../features/auth/components/two-factor-card';
import { useOrders, useSubscription } from '../features/billing/api/account-queries';
import { AccountProfile } from '../features/billing/components/account-profile';
import { usePendingPurchases } from '../features/billing/api/purchase-claims';
import { OrderHistory } from '../features/billing/components/order-history';
import { PurchaseClaimNotice } from '../features/billing/components/purchase-claim-notice';
import {
  ActiveSubscriptionCard,
  ManageSubscriptionCard,
} from '../features/billing/components/subscription-cards';
import { pageMeta } from '../lib/page-meta';
import { toast } from '../lib/toast';

export const meta = () => [
  ...pageMeta({
    title: 'Your Account',
    description: 'Your profile, subscription and order history.',
    path: '/account',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function AccountPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const onAccountDeleted = async () => {
    // Leave the protected page first, or the sign-in guard would send us to /login.
    await navigate('/', { replace: true });
    toast.success(messages.accountData.deleted);
    // The session died with the account; this only clears what the browser kept.
    await signOut().catch(() => undefined);
  };
  const subscription = useSubscription();
  const orders = useOrders();
  const pendingPurchases = usePendingPurchases();
  const isActive = subscription.data?.subscription_status === 'active';

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-widest text-signal-400">Account</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Your Account</h1>
      <p className="mt-3 text-ink-300">Your profile, subscription and order history.</p>
      {user?.email && !user.email_confirmed_at && (
        <div className="mt-8">
          <UnconfirmedEmailBanner />
        </div>
      )}
      {user?.email && (
        <div className="mt-8 empty:hidden">
          {/* Unconfirmed, the confirmation link adds them; a claim link still works. */}
          <PurchaseClaimNotice
            email={user.email}
            pending={Boolean(user.email_confirmed_at) && (pendingPurchases.data ?? false)}
          />
        </div>
      )}
      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-6">
          <AccountProfile email={user?.email ?? ''} createdAt={user?.created_at} />
          <TwoFactorCard />
          <AccountDataCard onDeleted={() => void onAccountDeleted()} />
        </div>
        <div className="flex flex-col gap-6">
          {subscription.isPending || orders.isPending ? (
            <div className="grid min-h-40 place-items-center rounded-2xl border border-ink-800 bg-ink-900/70">
              <Spinner label="Loading your billing details" />
            </div>
          ) : (
            <>
              {isActive && subscription.data && (
                <>
                  <ManageSubscriptionCard />
                  <ActiveSubscriptionCard subscription={subscription.data} />
                </>
              )}
              <OrderHistory orders={orders.data ?? []} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

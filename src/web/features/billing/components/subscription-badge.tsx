import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { activePlan, badgeLabel } from '~/shared/billing/subscription-display';
import type { SubscriptionRecord } from '~/shared/schemas/billing';
import { apiRequest } from '~/web/lib/api-client';
import { useAccessToken, useSignedInUserId } from '~/web/lib/use-access-token';

type BadgeState = { userId: string; subscription: SubscriptionRecord | null };

/**
 * The top bar's active-plan badge (spec section 4): "Loading..." while the subscription
 * loads, then the plan's name when it is active and sold here, else nothing. A plain
 * fetch, not react-query: the top bar is on pre-rendered pages that should stay light.
 * Read again when the tab comes back into view (the portal may have changed it).
 */
export function SubscriptionBadge({ className = '' }: { className?: string }) {
  const userId = useSignedInUserId();
  const getAccessToken = useAccessToken();
  const [state, setState] = useState<BadgeState | undefined>();

  useEffect(() => {
    if (!userId) return;
    let isCurrent = true;
    const load = async () => {
      let subscription: SubscriptionRecord | null = null;
      try {
        const accessToken = await getAccessToken();
        const body = await apiRequest<{ subscription: SubscriptionRecord | null }>(
          '/api/billing/subscription',
          { accessToken },
        );
        subscription = body.subscription;
      } catch (error) {
        console.error('Could not load the subscription for the badge', error);
      }
      if (isCurrent) setState({ userId, subscription });
    };
    void load();
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isCurrent = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, getAccessToken]);

  if (!userId) return null;
  if (state?.userId !== userId) {
    return (
      <span role="status" className={`text-xs text-ink-400 ${className}`}>
        Loading...
      </span>
    );
  }
  const plan = activePlan(state.subscription);
  if (!plan) return null;
  return (
    <Link
      to="/account"
      title={`Active plan: ${plan.name}`}
      aria-label={`Active plan: ${plan.name}`}
      className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-pulse-500/40 bg-pulse-500/10 px-3 py-1 text-xs font-semibold text-pulse-400 hover:bg-pulse-500/20 ${className}`}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {badgeLabel(plan.name)}
    </Link>
  );
}

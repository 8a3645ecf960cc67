import { lazy, Suspense } from 'react';

// Only a signed-in visitor sees the badge, and never in the pre-rendered page: its code
// (the subscription call and plan names) loads when it is first shown.
const SubscriptionBadge = lazy(() =>
  import('../features/billing/components/subscription-badge').then((module) => ({
    default: module.SubscriptionBadge,
  })),
);

export function LazySubscriptionBadge({ className = '' }: { className?: string }) {
  return (
    <Suspense
      fallback={
        <span role="status" className={`text-xs text-ink-400 ${className}`}>
          Loading...
        </span>
      }
    >
      <SubscriptionBadge className={className} />
    </Suspense>
  );
}

import { formatDollars } from '~/shared/offers/money';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';
import { brandFuelPlansNow, type ContentPlan } from '~/shared/offers/offer-prices';
import { AnonymousCheckoutButton } from '../checkout/anonymous-checkout-button';
import { CheckList } from '../ui/check-list';

const countLabels: { key: keyof ContentPlan['counts']; label: string }[] = [
  { key: 'videos', label: 'short videos' },
  { key: 'photos', label: 'photos' },
  { key: 'graphics', label: 'graphics' },
  { key: 'blogs', label: 'blog posts' },
  { key: 'newsletters', label: 'newsletters' },
];

/**
 * The three plans; a sale's "was" price shows while the sale is on, and once it has
 * ended a plan with a regular price sells at it (the server refuses the sale price then).
 */
export function PlanCards({ hasEnded }: { hasEnded: boolean }) {
  const dollars = useCatalogueDollars();
  const { nameOf } = useCatalogueWords();
  return (
    <ul className="offer-plans">
      {brandFuelPlansNow(hasEnded, dollars).map((plan) => (
        <li
          key={plan.title}
          className={plan.isPopular ? 'offer-plan offer-plan-popular' : 'offer-plan'}
        >
          {/* Name, price and button together, then what the month holds: side by side on a
              tablet, where three cards in a row would be too narrow. */}
          <div>
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-xl font-semibold">{nameOf(plan.productKey, plan.title)}</h3>
              {plan.isPopular && <span className="offer-plan-badge">Most popular</span>}
            </div>
            <p className="mt-1 text-sm text-ink-400">{plan.duration} of content</p>
            <p className="mt-6 flex items-baseline gap-3">
              <span className="text-5xl font-semibold tracking-tight">
                {formatDollars(plan.price)}
              </span>
              {plan.originalPrice !== undefined && !hasEnded && (
                <del className="text-lg text-ink-400">
                  <span className="sr-only">Was </span>
                  {formatDollars(plan.originalPrice)}
                </del>
              )}
            </p>
            <AnonymousCheckoutButton
              productKey={plan.productKey}
              variant={plan.isPopular ? 'primary' : 'secondary'}
              className="mt-6 w-full"
            >
              Start {nameOf(plan.productKey, plan.title)}
            </AnonymousCheckoutButton>
          </div>
          <div>
            <ul className="offer-plan-counts">
              {countLabels.map(({ key, label }) => (
                <li key={key} className="text-ink-300">
                  <span className="font-semibold text-ink-100">{plan.counts[key]}</span> {label}
                </li>
              ))}
            </ul>
            <CheckList items={plan.features} className="mt-6 text-sm" />
          </div>
        </li>
      ))}
    </ul>
  );
}

import { CalendarClock } from 'lucide-react';
import { useSiteLinks } from '~/web/lib/site-links';
import { paymentTerms, type InvestmentEstimate } from '~/shared/offers/investment-calculator';
import { formatDollars } from '~/shared/offers/money';
import { CheckList } from '../ui/check-list';
import { ExternalLink } from '~/web/components/ui/external-link';
import { offerStyles } from '../ui/offer-styles';

interface CalculatorSummaryProps {
  estimate: InvestmentEstimate;
  timeframeNote: string;
}

/**
 * The estimate, its parts and the payment terms. A phone skips the parts: its sticky total
 * and the choices just above say the same (issue 33, the page within eight screens).
 */
export function CalculatorSummary({ estimate, timeframeNote }: CalculatorSummaryProps) {
  const { booking } = useSiteLinks();
  const rows = [
    { label: 'Base build', value: formatDollars(estimate.basePrice) },
    { label: 'Core features', value: formatDollars(estimate.featuresCost) },
    { label: 'Add-ons', value: formatDollars(estimate.addOnsCost) },
    { label: 'Timeframe', value: `× ${estimate.factor} (${timeframeNote})` },
  ];
  return (
    <div className="rounded-3xl border border-signal-500/50 bg-ink-900/90 p-5 shadow-2xl shadow-signal-600/10 sm:p-8 lg:sticky lg:top-24">
      <h3 className="text-sm font-semibold uppercase tracking-[0.18em] text-ink-400">
        Estimated investment
      </h3>
      <output
        htmlFor="calculator-options"
        aria-live="polite"
        data-testid="calculator-total"
        className="mt-3 block text-5xl font-semibold tracking-tight text-ink-100 sm:text-6xl"
      >
        {formatDollars(estimate.total)}
      </output>
      <p className="mt-2 text-ink-300">
        <span data-testid="calculator-per-month" className="font-semibold text-ink-100">
          {formatDollars(estimate.perMonth)}
        </span>{' '}
        per month, spread over a year
      </p>
      <dl className="mt-5 space-y-1.5 max-sm:hidden sm:mt-6 sm:space-y-2 border-t border-ink-800 pt-5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-ink-400">{row.label}</dt>
            <dd className="text-right text-ink-100">{row.value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-5 text-sm sm:mt-6 font-semibold text-ink-100">Payment terms</h4>
      <CheckList items={paymentTerms} className="mt-3 text-sm" />
      <ExternalLink
        href={booking.strategyCall}
        className={`${offerStyles.primaryButton} mt-6 w-full sm:mt-8`}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        Get an exact quote
      </ExternalLink>
    </div>
  );
}

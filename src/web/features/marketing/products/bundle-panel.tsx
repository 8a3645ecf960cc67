import { Check, Layers } from 'lucide-react';
import {
  bundlePath,
  bundlePrice,
  completeSignalStack,
  completeSignalStackAnchor,
} from '~/shared/marketing/product-bundles';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';

/**
 * The Complete Signal Stack offer and the smaller stacks that lead up to it, priced and
 * (where the studio renamed or rewrote them) named from the catalogue state.
 */
export function BundlePanel({ action }: { action: React.ReactNode }) {
  const dollars = useCatalogueDollars();
  const { nameOf, descriptionOf } = useCatalogueWords();
  const headline = completeSignalStack.catalogueKey;
  return (
    <section
      id={completeSignalStackAnchor}
      aria-labelledby="bundle-title"
      className="relative overflow-hidden rounded-[2rem] border border-signal-500/40 bg-gradient-to-br from-signal-600/25 via-ink-900 to-ink-950 p-5 sm:p-12"
    >
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 size-96 rounded-full bg-pulse-500/10 blur-3xl"
      />
      <div className="relative grid gap-6 sm:gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.22em] text-signal-300">
            <Layers aria-hidden="true" className="size-4" />
            Best value
          </p>
          <h2
            id="bundle-title"
            className="mt-4 text-3xl font-semibold tracking-tight text-ink-100 sm:text-5xl"
          >
            {nameOf(headline, completeSignalStack.name)}
          </h2>
          <p className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-5xl font-semibold tracking-tight text-ink-100">
              {bundlePrice({ catalogueKey: headline, isPriced: true }, dollars)}
            </span>
            <span className="text-ink-300">
              {completeSignalStack.duration}, {completeSignalStack.support}
            </span>
          </p>
          <p className="mt-2 text-sm font-semibold text-pulse-400">
            {completeSignalStack.paymentNote}
          </p>
          <ul className="mt-6 grid gap-2 text-sm sm:mt-8 sm:grid-cols-2 sm:gap-3 sm:text-base">
            {completeSignalStack.includes.map((item) => (
              <li key={item} className="flex gap-2.5 text-ink-100">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-400" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-6 sm:mt-10">{action}</div>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-[0.18em] text-ink-400">
            The path to the full stack
          </h3>
          {/* A phone rules the three stacks apart instead of boxing them: boxes in a box. */}
          <ol className="mt-2 divide-y divide-ink-700 sm:mt-5 sm:space-y-3 sm:divide-y-0">
            {bundlePath.map((bundle, index) => (
              <li
                key={bundle.name}
                className="py-3 sm:rounded-2xl sm:border sm:border-ink-700 sm:bg-ink-950/60 sm:p-5"
              >
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-ink-100">
                    <span className="mr-2 font-mono text-sm text-ink-400">{index + 1}.</span>
                    {nameOf(bundle.catalogueKey, bundle.name)}
                  </span>
                  <span className="text-right font-semibold text-signal-300">
                    {bundlePrice(bundle, dollars) ?? 'Quoted on a call'}
                  </span>
                </div>
                <p className="mt-1 text-sm text-ink-300 sm:mt-1.5">
                  {descriptionOf(bundle.catalogueKey, `${bundle.includes} · ${bundle.duration}`)}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

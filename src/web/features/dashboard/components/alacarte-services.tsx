import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';
import { alacarteServicesAt } from '../dashboard-copy';
import type { RenderCheckout } from './card-action';
import { ServiceCardView } from './service-card';

/** Shown once BRAND KIT is owned. */
export function AlacarteServices({ renderCheckout }: { renderCheckout: RenderCheckout }) {
  const dollars = useCatalogueDollars();
  const words = useCatalogueWords();
  return (
    <section
      aria-labelledby="alacarte-heading"
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <h2 id="alacarte-heading" className="text-xl font-semibold">
        Alacarte Services
      </h2>
      <p className="mt-1 text-sm text-ink-300">Add to your brand whenever you need to.</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {alacarteServicesAt(dollars, words).map((service) => (
          <ServiceCardView key={service.id} card={service} renderCheckout={renderCheckout} />
        ))}
      </ul>
    </section>
  );
}

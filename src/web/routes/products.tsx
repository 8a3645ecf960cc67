import { ArrowRight } from 'lucide-react';
import type { ProductCard } from '../../shared/marketing/product-cards';
import { CheckoutButton } from '../features/billing/components/checkout-button';
import { ProductsPage } from '../features/marketing/products/products-page';
import { useCatalogueWords } from '../lib/catalogue-dollars';
import { pageMeta } from '../lib/page-meta';

// No prices here: route meta is rendered without the request's site state, so a price in
// it would outlive the studio's change (the page's text names the current ones).
export const meta = () =>
  pageMeta({
    title: 'Products: the Signal Stack',
    description: `SPARK Session, BRAND KIT, CORE website platform, MIRROR AI voice model, SIGNAL content engine, MOMENTUM PARTNER and THE MUSE: prices, timelines and deliverables.`,
    path: '/products',
  });

// One primary action on the grid (issue 33): the most popular card and the bundle take the
// orange button, the other cards an outlined one.
const getStartedStyle =
  'inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors ';
const primaryStyle = 'bg-signal-500 text-ink-950 hover:bg-signal-400';
const secondaryStyle = 'border border-ink-600 hover:border-ink-400';

/**
 * Each card's buy control is the signed-in checkout for its catalogue item; a visitor who
 * is not signed in is offered to sign in and comes back to the same card afterwards.
 */
function GetStartedButton({
  name,
  catalogueKey,
  anchor,
  isPrimary,
}: {
  name: string;
  catalogueKey: ProductCard['catalogueKey'];
  anchor: string;
  isPrimary: boolean;
}) {
  const { nameOf } = useCatalogueWords();
  return (
    <CheckoutButton
      catalogueKey={catalogueKey}
      className={getStartedStyle + (isPrimary ? primaryStyle : secondaryStyle)}
      returnTo={`/products#${anchor}`}
    >
      Get Started
      <span className="sr-only"> with {nameOf(catalogueKey, name)}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </CheckoutButton>
  );
}

export default function ProductsRoute() {
  return (
    <ProductsPage
      renderProductAction={(product: ProductCard) => (
        <GetStartedButton
          name={product.title}
          catalogueKey={product.catalogueKey}
          anchor={product.id}
          isPrimary={product.isPopular === true}
        />
      )}
      bundleAction={
        <GetStartedButton
          name="the Complete Signal Stack"
          catalogueKey="completeSignalStack"
          anchor="bundle-title"
          isPrimary
        />
      }
    />
  );
}

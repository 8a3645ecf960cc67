import { ArrowRight } from 'lucide-react';
import type { ProductCard } from '~/shared/marketing/product-cards';
import { CheckoutButton } from '../features/billing/components/checkout-button';
import { ProductsPage } from '../features/marketing/products/products-page';
import { useCatalogueWords } from '../lib/catalogue-words';
import { PageHead } from '../lib/page-head';
import type { CatalogueKey } from '~/shared/catalogue';

// No prices in the head: the page's text names the current ones. The head is rendered with
// the page (PageHead), not by route meta, so the studio's product names reach it.
const headNames: [CatalogueKey, string][] = [
  ['spark', 'SPARK Session'],
  ['brandKit', 'BRAND KIT'],
  ['core', 'CORE website platform'],
  ['mirror', 'MIRROR AI voice model'],
  ['signal', 'SIGNAL content engine'],
  ['momentum', 'MOMENTUM PARTNER'],
  ['muse', 'THE MUSE'],
];

function ProductsHead() {
  const { nameOf } = useCatalogueWords();
  const names = headNames.map(([key, ownWords]) => nameOf(key, ownWords));
  return (
    <PageHead
      title="Products: the Signal Stack"
      description={`${names.slice(0, -1).join(', ')} and ${names.at(-1)}: prices, timelines and deliverables.`}
      path="/products"
    />
  );
}

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
    <>
      <ProductsHead />
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
    </>
  );
}

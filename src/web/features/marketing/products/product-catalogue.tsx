import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  filterProducts,
  productFilters,
  productForAnchor,
  type ProductCard,
  type ProductFilter,
} from '~/shared/marketing/product-cards';
import { CorePagePicture } from '../ui/core-page-picture';
import { ProductCardView } from './product-card';

interface ProductCatalogueProps {
  renderAction: (product: ProductCard) => React.ReactNode;
}

/** The category filter and the product cards it narrows down. */
export function ProductCatalogue({ renderAction }: ProductCatalogueProps) {
  const { hash } = useLocation();
  // The hash is remembered with the choice: following a link to a product the filter
  // hides (the footer's /products#core) shows everything again, so the page can scroll
  // to it, while a filter chosen after that link keeps working.
  const [choice, setChoice] = useState<{ filter: ProductFilter; hash: string }>({
    filter: 'all',
    hash,
  });
  const target = productForAnchor(decodeURIComponent(hash.slice(1)));
  const isTargetHidden =
    choice.hash !== hash &&
    target !== undefined &&
    choice.filter !== 'all' &&
    target.category !== choice.filter;
  const filter = isTargetHidden ? 'all' : choice.filter;
  const products = filterProducts(filter);

  return (
    <div>
      <div
        role="group"
        aria-label="Filter products by category"
        className="-mx-5 flex gap-2 overflow-x-auto px-5 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {productFilters.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => setChoice({ filter: option.value, hash })}
            className="shrink-0 rounded-full border border-ink-700 px-4 py-2 text-sm font-semibold text-ink-300 transition-colors hover:border-ink-400 hover:text-ink-100 aria-pressed:border-signal-400 aria-pressed:bg-signal-500 aria-pressed:text-ink-950"
          >
            {option.label}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        Showing {products.length} {products.length === 1 ? 'product' : 'products'}
      </p>
      <ul className="mt-6 grid gap-4 sm:mt-10 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {products.map((product, index) => {
          // A card alone on the last row spans it (two columns, then three), laid out wide.
          const isLast = index === products.length - 1 && products.length > 1;
          const spansTwo = isLast && products.length % 2 === 1;
          const spansThree = isLast && products.length % 3 === 1;
          return (
            <li
              key={product.id}
              className={`${spansTwo ? 'md:col-span-2' : ''} ${spansThree ? 'lg:col-span-3' : 'lg:col-span-1'}`}
            >
              <ProductCardView
                product={product}
                action={renderAction(product)}
                isWide={spansTwo && spansThree}
                illustration={product.id === 'core' ? <CorePagePicture /> : undefined}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

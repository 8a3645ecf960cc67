import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';
import { Check, Clock, Star } from 'lucide-react';
import {
  productCategoryLabel,
  productPriceLabel,
  type ProductCard,
} from '~/shared/marketing/product-cards';

interface ProductCardViewProps {
  product: ProductCard;
  /** The buy control, supplied by the route (a link today, the checkout button later). */
  action: React.ReactNode;
  /** Laid out in two columns, for a card alone on the grid's last row. */
  isWide?: boolean;
  /** A drawing of the product at work, above its name (CORE shows a CORE page). */
  illustration?: React.ReactNode;
}

export function ProductCardView({
  product,
  action,
  isWide = false,
  illustration,
}: ProductCardViewProps) {
  const price = productPriceLabel(product, useCatalogueDollars());
  const { nameOf, descriptionOf } = useCatalogueWords();
  const [amount, ...period] = price.split(' ');
  return (
    <article
      id={product.id}
      aria-labelledby={`${product.id}-title`}
      className={`relative flex h-full flex-col gap-3 rounded-3xl border p-4 sm:gap-8 sm:p-8 ${
        isWide ? 'md:grid md:grid-cols-2 md:gap-12' : ''
      } ${
        product.isPopular
          ? 'border-signal-500/70 bg-gradient-to-b from-signal-500/15 to-ink-900 shadow-xl shadow-signal-600/10'
          : 'border-ink-800 bg-ink-900/70'
      }`}
    >
      {product.anchorAliases?.map((alias) => (
        // Older links name this product differently (#ai-training is MIRROR); keep them landing here.
        <span key={alias} id={alias} aria-hidden="true" className="absolute top-0" />
      ))}
      <div>
        <div className="flex items-center justify-between gap-3">
          <span className="rounded-full bg-ink-800 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-ink-300">
            {productCategoryLabel(product.category)}
          </span>
          {product.isPopular && (
            <span className="inline-flex items-center gap-1 rounded-full bg-signal-500 px-3 py-1 text-xs font-bold text-ink-950">
              <Star aria-hidden="true" className="size-3.5 fill-current" />
              Most Popular
            </span>
          )}
        </div>
        {/* Phones only: where cards share a row, a picture in one stretched its neighbours
            into empty space (issue 33). The page's work section shows the pictures there. */}
        {illustration && <div className="mt-5 sm:mt-6 md:hidden">{illustration}</div>}
        {/* On a phone the name and the price share a row, the subtitle and the timeline the
            next: the card is two lines shorter. The text keeps name, subtitle, price, timeline
            in that order, as the wider layout shows them. */}
        <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 sm:mt-6 sm:block">
          <h3
            id={`${product.id}-title`}
            className="text-2xl font-semibold tracking-tight text-ink-100"
          >
            {nameOf(product.catalogueKey, product.title)}
          </h3>
          <span aria-hidden="true" className="w-full sm:hidden max-sm:order-1" />
          <p className="mt-1 text-sm font-medium text-signal-300 max-sm:order-2">
            {product.subtitle}
          </p>
          <p className="flex items-baseline gap-2 sm:mt-6">
            <span className="section-title">{amount}</span>
            {period.length > 0 && <span className="text-ink-300">{period.join(' ')}</span>}
          </p>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-300 max-sm:order-3 sm:mt-2">
            <Clock aria-hidden="true" className="size-4 text-pulse-400" />
            Timeline: {product.timeline}
          </p>
        </div>
        <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-300 sm:mt-5 sm:text-base">
          {descriptionOf(product.catalogueKey, product.description)}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 sm:gap-8">
        {/*
          The deliverables show on every screen (issue 33: no fold per card). A phone runs
          them on as one paragraph; from 768 px they are a checked list.
        */}
        <div
          className={`flex-1 border-t border-ink-800 pt-4 md:pt-6 ${
            isWide ? 'md:border-t-0 md:pt-12' : ''
          }`}
        >
          {/* A phone runs the heading into the list: "What you get a · b · c". */}
          <h4 className="text-sm font-semibold text-ink-100 max-md:mr-1.5 max-md:inline md:sr-only">
            What you get
          </h4>
          <ul className="text-sm text-ink-300 max-md:inline md:space-y-2.5 md:text-ink-100">
            {product.deliverables.map((deliverable) => (
              <li
                key={deliverable}
                className="inline after:content-['_·_'] last:after:content-none md:flex md:gap-2.5 md:after:content-none"
              >
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-pulse-400 max-md:hidden"
                />
                {deliverable}
              </li>
            ))}
          </ul>
        </div>
        <div>{action}</div>
      </div>
    </article>
  );
}

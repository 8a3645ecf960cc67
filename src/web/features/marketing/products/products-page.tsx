import type { ProductCard } from '~/shared/marketing/product-cards';
import { marketingStyles } from '../ui/marketing-styles';
import { BundlePanel } from './bundle-panel';
import { ProductCatalogue } from './product-catalogue';
import { ProductFaqList } from './product-faq-list';
import { signalStackStepCount } from '~/shared/marketing/signal-stack';
import { ProductsCta } from './products-cta';
import { StackStairs } from './stack-stairs';
import { WorkIsland } from '../work/work-island';

interface ProductsPageProps {
  /** The buy control of one product card. */
  renderProductAction: (product: ProductCard) => React.ReactNode;
  /** The buy control of the Complete Signal Stack bundle. */
  bundleAction: React.ReactNode;
}

export function ProductsPage({ renderProductAction, bundleAction }: ProductsPageProps) {
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[32rem] w-[56rem] max-w-[160vw] -translate-x-1/2 rounded-full bg-signal-600/15 blur-3xl"
      />
      <header className="relative mx-auto max-w-6xl px-5 pt-8 sm:px-8 sm:pt-24 lg:flex lg:items-end lg:pt-16 lg:justify-between lg:gap-12">
        <div
          aria-hidden="true"
          className="brand-rings -top-4 right-0 size-56 -rotate-90 sm:size-96"
        />
        <div>
          <p className={marketingStyles.eyebrow}>The Signal Stack</p>
          <h1 className="mt-4 max-w-4xl text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
            {signalStackStepCount} steps.{' '}
            <span className={marketingStyles.gradientText}>Buy the one you need next.</span>
          </h1>
          <p className={marketingStyles.lead}>
            Every product has a fixed price, a fixed timeline and a clear list of what you get.
            Start anywhere; each step builds on the one before.
          </p>
        </div>
        <StackStairs />
      </header>
      <section
        aria-labelledby="catalogue-title"
        className="mx-auto max-w-6xl px-5 py-6 sm:px-8 sm:py-14"
      >
        <h2 id="catalogue-title" className="sr-only">
          Products
        </h2>
        <ProductCatalogue renderAction={renderProductAction} />
      </section>
      <div aria-hidden="true" className="wave-break" />
      <div className="mx-auto max-w-6xl px-5 py-4 sm:px-8 sm:py-8">
        <BundlePanel action={bundleAction} />
      </div>
      <WorkIsland />
      {/* Left-aligned like every section above it; from lg the heading beside the questions. */}
      <section aria-labelledby="faq-title" className="page-frame offer-faq py-8 sm:py-20">
        <div>
          <p className={marketingStyles.eyebrow}>Questions</p>
          <h2 id="faq-title" className={marketingStyles.heading}>
            Frequently asked questions
          </h2>
        </div>
        <div className="mt-6 sm:mt-10 lg:mt-0">
          <ProductFaqList />
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-5 pb-12 sm:px-8 sm:pb-24">
        <ProductsCta />
      </div>
    </div>
  );
}

import { ArrowDown } from 'lucide-react';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';
import { PlanCards } from './plan-cards';
import { SaleBanner } from './sale-banner';
import { useLaunchSaleIsOver } from './use-launch-sale';

const steps = [
  {
    title: 'Tell us once',
    text: 'A 30-minute monthly call about your offers, your wins and what your customers ask.',
  },
  {
    title: 'We create',
    text: 'Our team shoots, writes and designs the month in your brand and your voice.',
  },
  {
    title: 'You approve and post',
    text: 'Everything arrives ready to publish, on a calendar, with captions written.',
  },
];

export function BrandFuelPage() {
  const saleIsOver = useLaunchSaleIsOver() ?? false;
  return (
    <>
      <section aria-labelledby="brandfuel-title" className="relative isolate">
        <HeroGlow />
        <div className="mx-auto max-w-4xl px-5 pb-12 pt-16 text-center sm:px-8 sm:pt-24">
          <p className={offerStyles.eyebrow}>BrandFuel · done-for-you content</p>
          <h1 id="brandfuel-title" className={offerStyles.heroTitle}>
            Content that keeps your brand{' '}
            <span className={offerStyles.gradientText}>in motion.</span>
          </h1>
          <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-pretty text-ink-300 sm:text-xl">
            Videos, photos, graphics, blog posts and newsletters made for you every month, so you
            show up everywhere without spending your week on it.
          </p>
          <div className="mt-10 flex justify-center">
            <a href="#plans" className={offerStyles.primaryButton}>
              See plans
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>
      </section>
      <section
        id="plans"
        aria-labelledby="plans-title"
        className="mx-auto max-w-6xl px-5 pb-20 sm:px-8"
      >
        <h2 id="plans-title" className="sr-only">
          Plans
        </h2>
        <SaleBanner hasEnded={saleIsOver} />
        <PlanCards hasEnded={saleIsOver} />
      </section>
      <section aria-labelledby="brandfuel-how-title" className={offerStyles.section}>
        {/* Heading beside the steps, the steps as ruled rows with their numerals in large
            type: after the three plan cards above, no second row of three. */}
        <div className="offer-steps-split">
          <SectionHeading
            id="brandfuel-how-title"
            eyebrow="How it works"
            title="One call a month. A month of content."
          />
          <ol className="offer-steps">
            {steps.map(({ title, text }, index) => (
              <li key={title} className="offer-step">
                <span
                  aria-hidden="true"
                  className={`offer-step-number ${offerStyles.gradientText}`}
                >
                  0{index + 1}
                </span>
                <h3 className="offer-step-title">{title}</h3>
                <p className="offer-step-text">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

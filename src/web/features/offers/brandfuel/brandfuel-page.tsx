import { Camera, Clapperboard, MessageSquareText } from 'lucide-react';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';
import { PlanCards } from './plan-cards';
import { SaleBanner } from './sale-banner';
import { useLaunchSaleIsOver } from './use-launch-sale';

const steps = [
  {
    icon: MessageSquareText,
    title: 'Tell us once',
    text: 'A 30-minute monthly call about your offers, your wins and what your customers ask.',
  },
  {
    icon: Camera,
    title: 'We create',
    text: 'Our team shoots, writes and designs the month in your brand and your voice.',
  },
  {
    icon: Clapperboard,
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
        <div className="mt-8">
          <PlanCards hasEnded={saleIsOver} />
        </div>
      </section>
      <section aria-labelledby="brandfuel-how-title" className={offerStyles.section}>
        <SectionHeading
          id="brandfuel-how-title"
          eyebrow="How it works"
          title="One call a month. A month of content."
        />
        <ol className="mt-12 grid gap-4 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className={offerStyles.card}>
              <div className="flex items-center justify-between">
                <Icon aria-hidden="true" className="size-6 text-signal-400" />
                <span className="font-mono text-sm text-ink-400">0{index + 1}</span>
              </div>
              <h3 className={`mt-4 ${offerStyles.cardTitle}`}>{title}</h3>
              <p className={offerStyles.cardText}>{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

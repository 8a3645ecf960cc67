import { AiModelSection } from '../features/offers/makeros/ai-model-section';
import { EcosystemSection } from '../features/offers/makeros/ecosystem-section';
import { FeatureCards } from '../features/offers/makeros/feature-cards';
import { InvestmentCalculator } from '../features/offers/makeros/investment-calculator';
import { MakerOsFaq } from '../features/offers/makeros/makeros-faq';
import { MakerOsHero } from '../features/offers/makeros/makeros-hero';
import { StrategyCallCta } from '../features/offers/makeros/strategy-call-cta';
import { pageMeta } from '../lib/page-meta';
import { WorkIsland } from '../features/marketing/work/work-island';

export const meta = () =>
  pageMeta({
    title: 'MakerOS: a custom operating system for your business',
    description:
      'A custom business OS and app built around your workflows, with your own AI inside, delivered in 30 to 90 days. Estimate your investment in a minute.',
    path: '/makeros',
  });

export default function MakerOsPage() {
  return (
    <>
      <MakerOsHero />
      <FeatureCards />
      <InvestmentCalculator />
      <EcosystemSection />
      <AiModelSection />
      <MakerOsFaq />
      <WorkIsland />
      <StrategyCallCta />
    </>
  );
}

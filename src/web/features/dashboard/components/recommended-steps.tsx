import type { CatalogueDollars } from '~/shared/catalogue-live';
import type { LadderProductId } from '~/shared/ladder';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { ladderProducts } from '~/shared/ladder';
import { productForAnchor, productPriceLabel } from '~/shared/marketing/product-cards';
import type { RecommendationId } from '~/shared/onboarding';
import { strategyCallCard, type ServiceCard } from '../dashboard-copy';
import type { RenderCheckout } from './card-action';
import { ServiceCardView } from './service-card';

function ladderCard(id: LadderProductId, dollars: CatalogueDollars): ServiceCard {
  const product = productForAnchor(id);
  const name = ladderProducts.find((step) => step.id === id)?.name ?? id;
  return {
    id,
    title: name,
    price: product ? productPriceLabel(product, dollars) : '',
    description: product?.description ?? '',
    action: { kind: 'link', label: 'Learn More', href: `/products#${id}` },
  };
}

const cardFor = (id: RecommendationId, dollars: CatalogueDollars): ServiceCard =>
  id === 'strategy-call' ? strategyCallCard : ladderCard(id, dollars);

export function RecommendedSteps({
  recommendations,
  renderCheckout,
}: {
  recommendations: RecommendationId[];
  renderCheckout: RenderCheckout;
}) {
  const dollars = useCatalogueDollars();
  return (
    <section
      aria-labelledby="recommended-heading"
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <h2 id="recommended-heading" className="text-xl font-semibold">
        Recommended Next Steps
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {recommendations.map((id) => (
          <ServiceCardView
            key={id}
            card={cardFor(id, dollars)}
            eyebrow={id === 'strategy-call' ? 'Talk to us' : 'Next on your ladder'}
            renderCheckout={renderCheckout}
          />
        ))}
      </ul>
    </section>
  );
}

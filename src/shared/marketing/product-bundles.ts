/**
 * The bundles on the products page. The Complete Signal Stack is the headline offer; the
 * two smaller stacks show the path into it. Momentum Stack's price is quoted on a call.
 * Prices, and names or descriptions the studio changed, come from the catalogue state the
 * page was rendered with (`bundlePrice`, bundle-panel.tsx); the words here are the page's own.
 */
import type { CatalogueKey } from '../catalogue.ts';
import type { CatalogueDollars } from '../catalogue-live.ts';
import { formatPrice } from '../us-dollars.ts';

export { completeSignalStackAnchor } from './product-anchors.ts';

export interface ProductBundle {
  catalogueKey: CatalogueKey;
  name: string;
  /** False when the price is quoted on a call. */
  isPriced: boolean;
  duration: string;
  includes: string;
}

export const completeSignalStack = {
  catalogueKey: 'completeSignalStack',
  name: 'Complete Signal Stack',
  duration: '60 days',
  paymentNote: 'Splittable into 3 monthly payments',
  support: 'plus 3 months of momentum support',
  includes: [
    'SPARK Session and BRAND KIT',
    'CORE website platform',
    'MIRROR AI voice model',
    'SIGNAL content engine',
    '3 months of MOMENTUM partnership',
  ],
} as const;

export const bundlePath: ProductBundle[] = [
  {
    catalogueKey: 'foundationStack',
    name: 'Foundation Stack',
    isPriced: true,
    duration: '30 days',
    includes: 'SPARK, BRAND KIT and CORE',
  },
  {
    catalogueKey: 'momentumStack',
    name: 'Momentum Stack',
    isPriced: false,
    duration: '35 to 40 days',
    includes: 'MIRROR and SIGNAL with launch support',
  },
  {
    catalogueKey: 'completeSignalStack',
    name: 'Complete Signal Stack',
    isPriced: true,
    duration: '60 days plus 3 months of momentum support',
    includes: 'Every step of the stack, integrated',
  },
];

/** "$25,000", or undefined for a bundle whose price is quoted on a call. */
export function bundlePrice(
  bundle: Pick<ProductBundle, 'catalogueKey' | 'isPriced'>,
  dollars: CatalogueDollars,
): string | undefined {
  return bundle.isPriced ? formatPrice(dollars[bundle.catalogueKey]) : undefined;
}

/**
 * The bundles on the products page. The Complete Signal Stack is the headline offer; the
 * two smaller stacks show the path into it. Momentum Stack's price is quoted on a call.
 */
import { catalogue, formatCurrency } from '../catalogue.ts';

export { completeSignalStackAnchor } from './product-anchors.ts';

export interface ProductBundle {
  name: string;
  /** Shown as is; undefined when the price is quoted on a call. */
  price?: string;
  duration: string;
  includes: string;
}

export const completeSignalStack = {
  name: 'Complete Signal Stack',
  price: formatCurrency(catalogue.completeSignalStack.amount),
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
    name: 'Foundation Stack',
    price: formatCurrency(catalogue.foundationStack.amount),
    duration: '30 days',
    includes: 'SPARK, BRAND KIT and CORE',
  },
  {
    name: 'Momentum Stack',
    duration: '35 to 40 days',
    includes: 'MIRROR and SIGNAL with launch support',
  },
  {
    name: 'Complete Signal Stack',
    price: formatCurrency(catalogue.completeSignalStack.amount),
    duration: '60 days plus 3 months of momentum support',
    includes: 'Every step of the stack, integrated',
  },
];

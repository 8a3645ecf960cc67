import { sparkSessionMinutes } from '../catalogue-prices.ts';
import { makerOsDelivery, makerOsFloor } from '../offers/makeros-facts.ts';
import { formatUsDollars } from '../us-dollars.ts';

/** The five questions on the products page, answered in the studio's voice. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const productFaq: FaqEntry[] = [
  {
    question: 'Where should I start if I am not sure what I need?',
    answer: `Start with a SPARK Session. In ${sparkSessionMinutes} minutes we name what makes you different and map the next 90 days, so every later investment builds on a clear signal. Not ready to buy? Take the free Signal Strength scorecard first.`,
  },
  {
    question: 'Can I buy a single product, or do I need the whole stack?',
    answer:
      'Every step stands on its own and can be bought separately. Most clients climb the stack one step at a time; the Complete Signal Stack simply does it all in 60 days at a better price.',
  },
  {
    question: 'How do payment plans work?',
    answer:
      'One-time products are paid at checkout. The Complete Signal Stack can be split into 3 monthly payments, MOMENTUM PARTNER is billed monthly, and THE MUSE is billed quarterly. You can cancel ongoing services before the next billing date.',
  },
  {
    question: 'What happens after I buy?',
    answer:
      'You receive a confirmation right away and your dashboard lights up the step you bought. Within one business day a strategist reaches out to schedule your kickoff, and the timeline on the card starts from that call.',
  },
  {
    question: 'Do you build custom software beyond CORE?',
    answer: `Yes. When a business needs its own operating system (client portals, workflows, integrations) we scope a custom build on a strategy call. MakerOS builds start from ${formatUsDollars(makerOsFloor, 0)} and ship in ${makerOsDelivery}.`,
  },
];

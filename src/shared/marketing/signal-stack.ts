/**
 * The Signal Stack's steps, in order: the one list the home page, the simple home
 * (/static), the products page and the journey page count and name, so no page can say
 * five steps where another says seven. CORE and MIRROR carry the ids the home
 * scorecard's recommendation links to (#core, #mirror).
 */
export interface SignalStackStep {
  name: string;
  role: string;
  text: string;
  href: string;
  anchor?: string;
}

export const signalStackSteps: readonly SignalStackStep[] = [
  {
    name: 'SPARK Session',
    role: 'Clarity',
    text: 'Name the signal that makes you different.',
    href: '/products#spark',
  },
  {
    name: 'BRAND KIT',
    role: 'Identity',
    text: 'Turn it into a brand your team can carry.',
    href: '/products#brand-kit',
  },
  {
    name: 'CORE',
    role: 'Platform',
    text: 'A scroll-based website that books and sells.',
    href: '/products#core',
    anchor: 'core',
  },
  {
    name: 'MIRROR',
    role: 'AI voice',
    text: 'An assistant trained to think and sound like you.',
    href: '/products#mirror',
    anchor: 'mirror',
  },
  {
    name: 'SIGNAL',
    role: 'Content',
    text: 'One conversation a month, a month of content.',
    href: '/products#signal',
  },
  {
    name: 'MOMENTUM PARTNER',
    role: 'Strategy',
    text: 'A strategist in your corner, every month.',
    href: '/products#momentum',
  },
  {
    name: 'THE MUSE',
    role: 'Circle',
    text: 'A private circle of category-defining founders.',
    href: '/products#muse',
  },
];

const countWords = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];

/** "Seven": how many steps the stack has, as the pages write it. */
export const signalStackStepCount =
  countWords[signalStackSteps.length] ?? String(signalStackSteps.length);

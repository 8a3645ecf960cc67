import type { CatalogueDollars } from '~/shared/catalogue-live';
import { catalogue, formatCurrency, type CatalogueKey } from '~/shared/catalogue';
import { bookingPaths } from '~/shared/booking/booking-paths';
import type { CatalogueWords } from '~/web/lib/catalogue-words';
import { contactEmails, externalLinks, mailto } from '~/shared/external-links';

/** A way to act on a card: a page of this site, a page elsewhere, or a checkout. */
export type CardAction =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'checkout'; label: string; catalogueKey: CatalogueKey };

export interface ServiceCard {
  id: string;
  title: string;
  price: string;
  description: string;
  action: CardAction;
}

/** A page's own words, for callers without a catalogue state (tests of the copy). */
const unchangedWords: CatalogueWords = {
  nameOf: (_key, ownWords) => ownWords,
  descriptionOf: (_key, ownWords) => ownWords,
};

/** Offered once BRAND KIT is owned (the brand they add to exists by then), at today's prices. */
export function alacarteServicesAt(
  dollars: CatalogueDollars,
  words: CatalogueWords = unchangedWords,
): ServiceCard[] {
  const { nameOf, descriptionOf } = words;
  const priceOf = (key: CatalogueKey) => formatCurrency(Math.round(dollars[key] * 100));
  return [
    {
      id: 'content-creation',
      title: 'Content Creation',
      // Content is BrandFuel's: one month of Kickstart at its regular price.
      price: `${priceOf('brandFuelKickstartRegular')}/mo`,
      description: 'Posts, short videos and a monthly newsletter made from your brand kit.',
      action: { kind: 'external', label: 'Book a Call', href: bookingPaths.strategyCall },
    },
    {
      id: 'ai-voice-training',
      title: nameOf('aiVoiceTraining', 'AI Voice Training'),
      price: priceOf('aiVoiceTraining'),
      description: descriptionOf('aiVoiceTraining', catalogue.aiVoiceTraining.description),
      action: { kind: 'checkout', label: 'Buy Now', catalogueKey: 'aiVoiceTraining' },
    },
    {
      id: 'strategy-session',
      title: nameOf('strategySession', 'Strategy Session'),
      price: priceOf('strategySession'),
      description: descriptionOf('strategySession', catalogue.strategySession.description),
      action: { kind: 'checkout', label: 'Buy Now', catalogueKey: 'strategySession' },
    },
  ];
}

export const strategyCallCard: ServiceCard = {
  id: 'strategy-call',
  title: 'Book a Strategy Call',
  price: 'Free',
  description: 'Thirty minutes with the studio to plan your next step up the ladder.',
  action: { kind: 'external', label: 'Schedule a Call', href: bookingPaths.strategyCall },
};

export interface AccountCard {
  title: string;
  description: string;
  href: string;
}

export const accountCards: AccountCard[] = [
  {
    title: 'Manage Projects',
    description: 'Tasks, folders and shared work in My Tasks.',
    href: '/todos',
  },
  {
    title: 'Client Management',
    description: 'Your clients, their details and every message sent.',
    href: '/clients',
  },
  {
    title: 'Schedule a Call',
    description: 'Pick a time with the studio that suits you.',
    href: bookingPaths.strategyCall,
  },
];

/**
 * The customer's resources come first; the spec's set-up and developer guides are for
 * whoever runs this software, so they sit apart under their own summary.
 */
export const resourceLinks = {
  guides: [
    {
      title: 'User Guide',
      description: 'Your dashboard, orders, tasks, clients and account.',
      href: '/docs/2_user-guide.md',
    },
    {
      title: 'Signal System Guide',
      description: 'How the Signal System fits together, step by step.',
      href: '/resources/signal-system-guide',
    },
    {
      title: 'SPARK Worksheet',
      description: 'Prepare for your clarity session.',
      href: '/resources/spark-worksheet',
    },
  ],
  softwareGuides: [
    { title: 'Quick Setup Guide', href: '/docs/1_quick-setup.md' },
    { title: 'Developer Guide', href: '/docs/3_developer-guide.md' },
  ],
  supportEmail: { label: contactEmails.support, href: mailto(contactEmails.support) },
  supportCall: { label: 'Book a support call', href: externalLinks.supportCall },
} as const;

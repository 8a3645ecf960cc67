/**
 * The chat assistant's canned replies, picked by keyword. No network call is made: the
 * assistant is a guide to the offer, not a model.
 */

import type { CatalogueDollars, CatalogueTexts } from '../catalogue-live.ts';
import { makerOsFloor } from '../offers/makeros-facts.ts';
import { formatPrice } from '../us-dollars.ts';

interface CannedReply {
  keywords: string[];
  reply: string;
}

/**
 * The spec quotes "$2,500" here while the catalogue sells SPARK at $1,500; a visitor is
 * told the price checkout charges (docs/decisions/2026-12-03-one-source-for-site-facts.md).
 */
export const sparkPriceQuote = (dollars: CatalogueDollars, names: CatalogueTexts = {}) =>
  names.spark
    ? `${names.spark} is ${formatPrice(dollars.spark)}`
    : `SPARK sessions are ${formatPrice(dollars.spark)}`;
/**
 * The spec's "full systems run $15,000 to $50,000" named no product a visitor can buy at
 * either figure; the replies quote the stacks the catalogue sells, smallest to whole
 * (docs/decisions/2026-12-03-catalogue-in-the-database.md).
 */
export const fullSystemPriceQuote = (dollars: CatalogueDollars, names: CatalogueTexts = {}) =>
  `the stacks run ${formatPrice(dollars.foundationStack)} (${names.foundationStack ?? 'Foundation Stack'}) to ${formatPrice(dollars.completeSignalStack)} (${names.completeSignalStack ?? 'Complete Signal Stack'})`;
/** Custom software is estimated, not sold from the catalogue: the MakerOS calculator's floor. */
const customSoftwareQuote = `MakerOS builds start from ${formatPrice(makerOsFloor)} (estimate yours on the MakerOS page)`;

/** Checked in order; the first reply with a keyword in the message wins. */
const cannedReplies = (dollars: CatalogueDollars, names: CatalogueTexts): CannedReply[] => [
  {
    keywords: ['price', 'pricing', 'cost', 'budget', 'how much', 'expensive', 'afford', '$'],
    reply: `Good question. ${sparkPriceQuote(dollars, names)}; ${fullSystemPriceQuote(dollars, names)}, depending on scope. Every product has its price on the Products page, and the Complete Signal Stack can be split into 3 monthly payments.`,
  },
  {
    keywords: ['spark', 'clarity', 'start', 'begin', 'first step'],
    reply: `Most founders start with SPARK: a focused clarity session that names what makes you different. ${sparkPriceQuote(dollars, names)}. You can book one from the START WITH SPARK button.`,
  },
  {
    keywords: ['mirror', 'ai', 'assistant', 'chatbot', 'voice', 'gpt'],
    reply:
      'MIRROR is a custom AI assistant trained on your voice, your content and your answers. It drafts, replies and qualifies leads the way you would. See the MIRROR page for tiers and a demo.',
  },
  {
    keywords: ['website', 'site', 'platform', 'core', 'app', 'software'],
    reply: `CORE is our scroll-based website platform, built around your brand and your sales flow. For custom business software, ${customSoftwareQuote}. A strategy call is the best place to scope it.`,
  },
  {
    keywords: ['content', 'post', 'social', 'newsletter', 'signal', 'blog'],
    reply:
      'SIGNAL is our content engine: one conversation in, a month of on-voice posts, articles and newsletters out. Our own newsletter, The Transmission, is written the same way.',
  },
  {
    keywords: ['book', 'call', 'consult', 'talk', 'meet', 'schedule', 'contact'],
    reply:
      'Happy to connect you with a strategist. Pick a consultation in the "Book a Consultation" section, or book a free 30-minute discovery call from the banner at the bottom of the page.',
  },
  {
    keywords: ['hello', 'hi', 'hey', 'help'],
    reply:
      'Hi! I can tell you about our products, prices and how to get started. What are you building?',
  },
];

export const fallbackReply =
  'Thanks for the message! The quickest way to a precise answer is a free 30-minute discovery call, or ask me about pricing, SPARK, CORE, MIRROR or SIGNAL.';

export const chatGreeting =
  'Hi, I’m the Signal Studio assistant. Ask me about our products, pricing or where to start.';

/**
 * The reply to one visitor message, chosen by the first matching keyword group. Keywords
 * match whole words (or their plural), so "hi" does not fire inside "this". Prices, and
 * the names the studio gave products it renamed, are the page's catalogue state.
 */
export function cannedReplyFor(
  message: string,
  dollars: CatalogueDollars,
  names: CatalogueTexts = {},
): string {
  const words = message
    .toLowerCase()
    .replaceAll('$', ' $ ')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();
  const text = ` ${words} `;
  const match = cannedReplies(dollars, names).find(({ keywords }) =>
    keywords.some((keyword) => text.includes(` ${keyword} `) || text.includes(` ${keyword}s `)),
  );
  return match?.reply ?? fallbackReply;
}

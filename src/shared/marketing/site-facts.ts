import type { CatalogueDollars } from '../catalogue-live.ts';
import { catalogueDollars, sparkSessionMinutes } from '../catalogue-prices.ts';
import { signalStackStepCount } from './signal-stack.ts';

/**
 * The consistency rules the public pages must keep: a price written right after a
 * product's name is one of that product's catalogue prices, SPARK's length is the one
 * the catalogue sells, and the Signal Stack has as many steps as its list. A page text
 * that hard-codes another figure breaks a rule. Used by the public-site consistency
 * check (e2e/marketing/site-facts.test.ts); no page imports it.
 */

interface PriceRule {
  product: string;
  name: RegExp;
  prices: readonly number[];
}

/**
 * Names as the pages write them; each may be followed by its price within a short gap.
 * The prices are the catalogue's as the page was rendered with it (its site state).
 */
export const priceRulesAt = (dollars: CatalogueDollars): readonly PriceRule[] => [
  { product: 'SPARK', name: /\bSPARK(?:™)?(?: Session| sessions?)?\b/g, prices: [dollars.spark] },
  { product: 'BRAND KIT', name: /\bBRAND KIT\b/g, prices: [dollars.brandKit] },
  {
    product: 'Kickstart',
    name: /\bKickstart\b/g,
    prices: [dollars.brandFuelKickstart, dollars.brandFuelKickstartRegular],
  },
  { product: 'Propel', name: /\bPropel\b/g, prices: [dollars.brandFuelPropel] },
  { product: 'Velocity', name: /\bVelocity\b/g, prices: [dollars.brandFuelVelocity] },
  {
    product: 'BrandFuel',
    name: /\bBrandFuel\b/g,
    // Its plans, or the MakerOS add-on of two Velocity terms.
    prices: [
      dollars.brandFuelKickstart,
      dollars.brandFuelKickstartRegular,
      dollars.brandFuelPropel,
      dollars.brandFuelVelocity,
      2 * dollars.brandFuelVelocity,
    ],
  },
  {
    product: 'BizBuiltNow',
    name: /\bBizBuiltNow\b/g,
    prices: [dollars.bizBuiltNowPackage, dollars.bizBuiltNowRegular],
  },
  { product: 'MIRROR', name: /\bGet MIRROR\b/g, prices: [dollars.mirror] },
  { product: 'Early Bird', name: /\bEarly Bird\b/g, prices: [dollars.sparkSummit] },
  {
    product: 'General Admission',
    name: /\bGeneral Admission\b/g,
    prices: [dollars.sparkSummitGeneral],
  },
  { product: 'THE MUSE', name: /\bTHE MUSE\b/g, prices: [dollars.muse] },
  { product: 'Foundation Stack', name: /\bFoundation Stack\b/g, prices: [dollars.foundationStack] },
  { product: 'Momentum Stack', name: /\bMomentum Stack\b/g, prices: [dollars.momentumStack] },
  {
    product: 'Complete Signal Stack',
    name: /\bComplete Signal Stack\b/g,
    prices: [dollars.completeSignalStack],
  },
];

/** How far after a name a price still counts as its price (characters, no other "$" between). */
const priceReach = 40;

const amount = (text: string) => Number(text.replace(/[$,]/g, ''));

export interface FactProblem {
  rule: string;
  found: string;
}

/** Every price, duration or step count in `text` that contradicts the catalogue. */
export function factProblems(
  text: string,
  dollars: CatalogueDollars = catalogueDollars,
): FactProblem[] {
  const problems: FactProblem[] = [];
  const priceRules = priceRulesAt(dollars);
  for (const rule of priceRules) {
    for (const match of text.matchAll(rule.name)) {
      const after = text.slice(
        match.index + match[0].length,
        match.index + match[0].length + priceReach,
      );
      // The first price before a sentence ends, with no other product named in between.
      const found = /^([^$.]*?)(\$[\d,]+(?:\.\d{2})?)(?![\d,]*\+)/.exec(after);
      const [, gap = '', price] = found ?? [];
      const namesAnother = priceRules.some((other) => new RegExp(other.name.source).test(gap));
      if (price && !namesAnother && !rule.prices.includes(amount(price))) {
        problems.push({ rule: `${rule.product} price`, found: `${match[0]}${after}` });
      }
    }
  }
  for (const match of text.matchAll(
    /(\d+)[- ]minutes? (?:live )?(?:SPARK|clarity session)|SPARK(?: Session| session)?,? (?:is |lasts )?(?:a |an? )?(\d+)[- ]minutes?/gi,
  )) {
    const minutes = Number(match[1] ?? match[2]);
    if (minutes !== sparkSessionMinutes) problems.push({ rule: 'SPARK length', found: match[0] });
  }
  for (const match of text.matchAll(
    /\b(One|Two|Three|Four|Five|Six|Seven|Eight|Nine|\d+) steps (?:most clients climb|from clarity|of the stack)/gi,
  )) {
    if (match[1]?.toLowerCase() !== signalStackStepCount.toLowerCase()) {
      problems.push({ rule: 'Signal Stack steps', found: match[0] });
    }
  }
  return problems;
}

/** The visible text of a page's <main> in served HTML: tags, scripts and styles removed. */
export function mainText(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return decodeEntities(
    main
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

const months =
  'January|February|March|April|May|June|July|August|September|October|November|December';

/** The prices and calendar dates a text names, sorted: what raw and hydrated must share. */
export function pricesAndDates(text: string): string[] {
  const found =
    text.match(
      new RegExp(`\\$\\d[\\d,]*\\d(?:\\.\\d{2})?|\\$\\d|\\b(?:${months}) \\d{1,2}\\b`, 'g'),
    ) ?? [];
  return [...new Set(found)].sort();
}

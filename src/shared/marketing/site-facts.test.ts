import { describe, expect, it } from 'vitest';
import { catalogueDollars } from '../catalogue-prices.ts';
import { factProblems, mainText, pricesAndDates } from './site-facts.ts';

describe('factProblems', () => {
  it('accepts the catalogue prices, the 90-minute SPARK and the seven steps', () => {
    const text =
      'SPARK Session $1,500. Get MIRROR for $3,500. Kickstart $495 Propel $795 Velocity $1,295. ' +
      'Early Bird $499 until May 15. A 90-minute live clarity session. Seven steps most clients climb.';
    expect(factProblems(text)).toEqual([]);
  });

  it('flags a price, a length or a step count the catalogue does not have', () => {
    const text =
      'SPARK sessions start at $2,500. Start with a 60-minute SPARK session. Plans: Kickstart $395. Five steps most clients climb.';
    expect(factProblems(text).map((problem) => problem.rule)).toEqual([
      'SPARK price',
      'Kickstart price',
      'SPARK length',
      'Signal Stack steps',
    ]);
  });

  it('reads a price to the cent', () => {
    const changed = { ...catalogueDollars, spark: 1_499.99 };
    expect(factProblems('SPARK Session $1,499.99.', changed)).toEqual([]);
    expect(factProblems('SPARK Session $1,499.', changed).map((problem) => problem.rule)).toEqual([
      'SPARK price',
    ]);
    expect(pricesAndDates('Now $1,499.99, was $1,500.')).toEqual(['$1,499.99', '$1,500']);
  });

  it('judges by the prices the page was rendered with: a price the studio changed', () => {
    const changed = { ...catalogueDollars, spark: 1_750 };
    expect(factProblems('SPARK Session $1,750.', changed)).toEqual([]);
    expect(factProblems('SPARK Session $1,500.', changed).map((problem) => problem.rule)).toEqual([
      'SPARK price',
    ]);
  });

  it('leaves a starting figure with "+" and a far-away price alone', () => {
    expect(
      factProblems(
        'Full Stack $18,000+. BrandFuel makes videos, photos, graphics and newsletters, from $99.',
      ),
    ).toEqual([]);
  });
});

describe('mainText and pricesAndDates', () => {
  it('reads the main text of served HTML and lists its prices and dates once each', () => {
    const html =
      '<html><head><script>var x="$1"</script></head><body><nav>$9</nav><main><p>Kickstart <strong>$495</strong> until March&nbsp;17</p><p>Again $495, May 2</p></main></body></html>';
    const text = mainText(html);
    expect(text).toBe('Kickstart $495 until March 17 Again $495, May 2');
    expect(pricesAndDates(text)).toEqual(['$495', 'March 17', 'May 2']);
  });
});

import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-text.ts';

describe('toCsv', () => {
  it('quotes what needs quoting and defuses formulas from visitors', () => {
    expect(
      toCsv(
        ['Source', 'Views'],
        [
          ['=HYPERLINK("x")', 3],
          ['a,b', 1],
          ['-1', 0],
        ],
      ),
    ).toBe('\uFEFFSource,Views\r\n"\'=HYPERLINK(""x"")",3\r\n"a,b",1\r\n\'-1,0\r\n');
  });
});

import { catalogueDollars } from '../catalogue-prices.ts';
import { describe, expect, it } from 'vitest';
import { cannedReplyFor, fallbackReply } from './chat-replies.ts';

describe('cannedReplyFor', () => {
  it.each([
    ['How much does it cost?', 'SPARK sessions are $1,500'],
    ['What are your prices', 'the stacks run $8,500 (Foundation Stack) to $25,000'],
    ['Is $10k enough?', 'SPARK sessions are $1,500'],
    ['Where do I begin?', 'Most founders start with SPARK'],
    ['Tell me about AI', 'MIRROR is a custom AI assistant'],
    ['I need a new website', 'CORE is our scroll-based website platform'],
    ['custom software for my firm', 'MakerOS builds start from $25,000'],
    ['help with social posts', 'SIGNAL is our content engine'],
    ['Can I book a call?', 'Happy to connect you'],
    ['Hi there', 'Hi! I can tell you'],
  ])('%j gets a reply containing %j', (message, expected) => {
    expect(cannedReplyFor(message, catalogueDollars)).toContain(expected);
  });

  it('quotes the prices it is given: a price the studio changed, not the seed', () => {
    const changed = { ...catalogueDollars, spark: 1_750, foundationStack: 9_000 };
    const reply = cannedReplyFor('How much does it cost?', changed);
    expect(reply).toContain('SPARK sessions are $1,750');
    expect(reply).toContain('$9,000 (Foundation Stack)');
  });

  it('names a product the studio renamed by its new name, next to its price', () => {
    const reply = cannedReplyFor('How much does it cost?', catalogueDollars, {
      spark: 'SPARK™ Intensive',
      completeSignalStack: 'The Whole Stack',
    });
    expect(reply).toContain('SPARK™ Intensive is $1,500');
    expect(reply).toContain('$25,000 (The Whole Stack)');
    expect(reply).toContain('$8,500 (Foundation Stack)');
  });

  it('matches whole words only, and falls back when nothing matches', () => {
    expect(cannedReplyFor('this is history', catalogueDollars)).toBe(fallbackReply);
    expect(cannedReplyFor('', catalogueDollars)).toBe(fallbackReply);
  });
});

import { describe, expect, it } from 'vitest';
import { cannedReplyFor, fallbackReply } from './chat-replies.ts';

describe('cannedReplyFor', () => {
  it.each([
    ['How much does it cost?', 'SPARK sessions are $1,500'],
    ['What are your prices', 'full systems run $15,000 to $50,000'],
    ['Is $10k enough?', 'SPARK sessions are $1,500'],
    ['Where do I begin?', 'Most founders start with SPARK'],
    ['Tell me about AI', 'MIRROR is a custom AI assistant'],
    ['I need a new website', 'CORE is our scroll-based website platform'],
    ['custom software for my firm', 'full systems run $15,000 to $50,000'],
    ['help with social posts', 'SIGNAL is our content engine'],
    ['Can I book a call?', 'Happy to connect you'],
    ['Hi there', 'Hi! I can tell you'],
  ])('%j gets a reply containing %j', (message, expected) => {
    expect(cannedReplyFor(message)).toContain(expected);
  });

  it('matches whole words only, and falls back when nothing matches', () => {
    expect(cannedReplyFor('this is history')).toBe(fallbackReply);
    expect(cannedReplyFor('')).toBe(fallbackReply);
  });
});

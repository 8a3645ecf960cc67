import { describe, expect, it } from 'vitest';
import { journeyStage, scrollProgress } from './journey-stage.ts';

describe('journeyStage', () => {
  it.each([
    [0, 1],
    [0.1, 1],
    [0.1999, 1],
    [0.2, 2],
    [0.39, 2],
    [0.4, 3],
    [0.6, 4],
    [0.79, 4],
    [0.8, 5],
    [0.95, 5],
    [1, 5],
  ])('progress %d is stage %d', (progress, stage) => {
    expect(journeyStage(progress)).toBe(stage);
  });

  it.each([
    [-0.5, 1],
    [1.7, 5],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('keeps out-of-range progress %d within 1 to 5 (%d)', (progress, stage) => {
    expect(journeyStage(progress)).toBe(stage);
  });
});

describe('scrollProgress', () => {
  it('is the share of the scrollable distance already scrolled', () => {
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 5000, viewportHeight: 1000 })).toBe(0);
    expect(scrollProgress({ scrollTop: 2000, scrollHeight: 5000, viewportHeight: 1000 })).toBe(0.5);
    expect(scrollProgress({ scrollTop: 4000, scrollHeight: 5000, viewportHeight: 1000 })).toBe(1);
  });

  it('clamps overscroll (rubber-banding) to 0 and 1', () => {
    expect(scrollProgress({ scrollTop: -40, scrollHeight: 5000, viewportHeight: 1000 })).toBe(0);
    expect(scrollProgress({ scrollTop: 4100, scrollHeight: 5000, viewportHeight: 1000 })).toBe(1);
  });

  it('treats a page that fits the window as read to the end', () => {
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 800, viewportHeight: 1000 })).toBe(1);
  });

  it('moves through all five stages over one scroll of the page', () => {
    const stages = [0, 700, 900, 1700, 2500, 3300, 4000].map((scrollTop) =>
      journeyStage(scrollProgress({ scrollTop, scrollHeight: 5000, viewportHeight: 1000 })),
    );
    expect(stages).toEqual([1, 1, 2, 3, 4, 5, 5]);
  });
});

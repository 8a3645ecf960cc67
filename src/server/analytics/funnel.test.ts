import { describe, expect, it } from 'vitest';
import { funnel } from './report-service.ts';

const row = (day: string, kind: string, visitors: number) => ({
  day,
  kind,
  events: visitors,
  visitors,
});

describe('the funnel', () => {
  it('never passes 100 %: visitors a step never saw before are shown apart', () => {
    // One counted visit, but three purchases (two from sessions that sent no page view):
    // the report once said purchases were 300 % of visits.
    const steps = funnel([
      row('2026-11-20', 'pageview', 1),
      row('2026-11-20', 'checkout_started', 2),
      row('2026-11-21', 'purchase_completed', 3),
    ]);
    expect(steps).toEqual([
      { step: 'Visit', visitors: 1, withoutPrevious: 0, fromPrevious: null, fromFirst: null },
      { step: 'Scorecard', visitors: 0, withoutPrevious: 0, fromPrevious: 0, fromFirst: 0 },
      { step: 'Lead', visitors: 0, withoutPrevious: 0, fromPrevious: null, fromFirst: 0 },
      {
        step: 'Checkout started',
        visitors: 0,
        withoutPrevious: 2,
        fromPrevious: null,
        fromFirst: 0,
      },
      { step: 'Purchase', visitors: 0, withoutPrevious: 3, fromPrevious: null, fromFirst: 0 },
    ]);
  });

  it('adds days and keeps an honest funnel as it is', () => {
    const steps = funnel([
      row('2026-11-20', 'pageview', 6),
      row('2026-11-21', 'pageview', 4),
      row('2026-11-20', 'scorecard_completed', 5),
      row('2026-11-21', 'lead', 2),
      row('2026-11-21', 'checkout_started', 2),
      row('2026-11-21', 'purchase_completed', 1),
      row('2026-11-21', 'buy_clicked', 9),
    ]);
    expect(steps.map((step) => [step.visitors, step.withoutPrevious])).toEqual([
      [10, 0],
      [5, 0],
      [2, 0],
      [2, 0],
      [1, 0],
    ]);
    expect(steps.map((step) => step.fromPrevious)).toEqual([null, 50, 40, 100, 50]);
    expect(steps.map((step) => step.fromFirst)).toEqual([null, 50, 20, 20, 10]);
    for (const step of steps) {
      expect(step.fromPrevious ?? 0).toBeLessThanOrEqual(100);
      expect(step.fromFirst ?? 0).toBeLessThanOrEqual(100);
    }
  });
});

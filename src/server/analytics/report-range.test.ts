import { describe, expect, it } from 'vitest';
import { bucketLabels, resolveRange } from './report-range.ts';

const now = new Date('2026-11-24T15:00:00Z');

describe('resolveRange', () => {
  it('turns presets into whole UTC days, today included', () => {
    expect(resolveRange({ period: 'today' }, now)).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
      bucket: 'day',
    });
    expect(resolveRange({ period: '7d' }, now).from).toBe('2026-11-18');
    expect(resolveRange({ period: '30d' }, now).from).toBe('2026-10-26');
    expect(resolveRange({ period: '12m' }, now)).toEqual({
      from: '2025-12-01',
      to: '2026-11-24',
      bucket: 'month',
    });
  });

  it('draws long custom ranges by month and refuses ones over 400 days', () => {
    const custom = (from: string, to: string) => resolveRange({ period: 'custom', from, to }, now);
    expect(custom('2026-08-01', '2026-10-31').bucket).toBe('day');
    expect(custom('2026-01-01', '2026-10-31').bucket).toBe('month');
    expect(() => custom('2025-01-01', '2026-10-31')).toThrow(/at most 400 days/);
  });
});

describe('bucketLabels', () => {
  it('lists every day or month, so quiet days show as zero', () => {
    expect(bucketLabels({ from: '2026-02-27', to: '2026-03-02', bucket: 'day' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(bucketLabels({ from: '2025-12-01', to: '2026-02-10', bucket: 'month' })).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

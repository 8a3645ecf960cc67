import { describe, expect, it } from 'vitest';
import {
  nextLockedResource,
  resourceProgressText,
  signalResources,
  unlockedResourceCount,
} from './signal-resources.ts';
import { scrollDepthPercent } from './scroll-depth.ts';

describe('signalResources', () => {
  it('unlocks the four resources of the spec at 30, 60, 80 and 100%', () => {
    expect(signalResources.map(({ title, unlockAt, type }) => [title, unlockAt, type])).toEqual([
      ['Signal System Guide', 30, 'pdf'],
      ['Case Study', 60, 'pdf'],
      ['MIRROR Demo Video', 80, 'video'],
      ['SPARK Worksheet', 100, 'pdf'],
    ]);
  });
});

describe('scrollDepthPercent', () => {
  it.each([
    [0, 3000, 1000, 0],
    [600, 3000, 1000, 30],
    [1199, 3000, 1000, 59],
    [1998, 3000, 1000, 100],
    [2000, 3000, 1000, 100],
    [0, 800, 1000, 100],
    [-50, 3000, 1000, 0],
  ])('top %i of %i in a %i window is %i%%', (top, height, viewport, depth) => {
    expect(scrollDepthPercent(top, height, viewport)).toBe(depth);
  });
});

describe('unlocking by depth', () => {
  it.each([
    [0, 0, 'Signal System Guide'],
    [29, 0, 'Signal System Guide'],
    [30, 1, 'Case Study'],
    [59, 1, 'Case Study'],
    [60, 2, 'MIRROR Demo Video'],
    [80, 3, 'SPARK Worksheet'],
    [99, 3, 'SPARK Worksheet'],
    [100, 4, undefined],
  ])('at %i%% %i are unlocked and %s is next', (depth, count, next) => {
    expect(unlockedResourceCount(depth)).toBe(count);
    expect(nextLockedResource(depth)?.title).toBe(next);
  });
});

describe('resourceProgressText', () => {
  it('stays hidden below 30% and counts unlocked resources from there', () => {
    expect(resourceProgressText(0)).toBeUndefined();
    expect(resourceProgressText(29)).toBeUndefined();
    expect(resourceProgressText(30)).toBe('30% explored · 1 of 4 resources unlocked');
    expect(resourceProgressText(100)).toBe('100% explored · 4 of 4 resources unlocked');
  });
});

import { describe, expect, it } from 'vitest';
import { reinstatePlaces } from './undo-places.ts';

describe('reinstatePlaces', () => {
  const before = { root: ['a', 'b', 'c', 'd'], f1: ['x', 'y'] };

  it('leaves an order that still holds the ids as it is', () => {
    expect(reinstatePlaces(before, before, ['b'])).toEqual(before);
  });

  it('puts dropped ids back after their nearest remaining neighbour', () => {
    const afterDrag = { root: ['d', 'a'], f1: ['y', 'x'] };
    expect(reinstatePlaces(afterDrag, before, ['b', 'c'])).toEqual({
      root: ['d', 'a', 'b', 'c'],
      f1: ['y', 'x'],
    });
  });

  it('puts an id first when nothing before it remains, and fills an emptied container', () => {
    expect(reinstatePlaces({ root: ['d'] }, before, ['a', 'x'])).toEqual({
      root: ['a', 'd'],
      f1: ['x'],
    });
  });

  it('never duplicates an id that moved to another container meanwhile', () => {
    expect(reinstatePlaces({ root: ['a', 'c', 'd'], f1: ['b', 'x', 'y'] }, before, ['b'])).toEqual({
      root: ['a', 'c', 'd'],
      f1: ['b', 'x', 'y'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, storableInput, unstorableTextPaths } from './storable-text.ts';

describe('storable text', () => {
  it.each([
    ['plain text', 'Ada Lovelace', true],
    ['a surrogate pair (emoji)', 'launch 🚀', true],
    ['a replacement character', 'broken \ufffd', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate at the end', 'abc\ud83d', false],
    ['a lone low surrogate at the start', '\ude80abc', false],
    ['two high surrogates', '\ud83d\ud83d\ude80', false],
  ])('%s is storable: %s', (_name, text, expected) => {
    expect(isStorableText(text)).toBe(expected);
  });

  it('finds bad strings and keys at any depth, with their paths', () => {
    expect(
      unstorableTextPaths({ a: ['ok', 'x\u0000'], b: { 'k\u0000': 1 }, c: 2, d: null }),
    ).toEqual(
      expect.arrayContaining([
        ['a', 1],
        ['b', 'k\u0000'],
      ]),
    );
  });

  it('copes with deeply nested input without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(unstorableTextPaths(deep)).toHaveLength(1);
  });

  it('runs the wrapped schema only on storable input', () => {
    const schema = storableInput(z.object({ title: z.string().min(2) }));
    expect(schema.safeParse({ title: 'ok' }).success).toBe(true);
    expect(schema.safeParse({ title: 'x' }).error?.issues[0]?.code).toBe('too_small');
    expect(schema.safeParse({ title: 'a\u0000b' }).error?.issues[0]?.path).toEqual(['title']);
  });
});

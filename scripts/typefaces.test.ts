import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import bricolageGrotesque from '@capsizecss/metrics/bricolageGrotesque';
import inter from '@capsizecss/metrics/inter';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const stylesheet = readFileSync(new URL('../src/web/app.css', import.meta.url), 'utf8');
const root = readFileSync(new URL('../src/web/root.tsx', import.meta.url), 'utf8');

/** The declarations of the @font-face rule for `family`, as a map. */
function fontFace(family: string): Map<string, string> {
  const rules = stylesheet.match(/@font-face\s*{[^}]*}/g) ?? [];
  const rule = rules.find((text) => text.includes(`font-family: '${family}';`));
  if (!rule) throw new Error(`no @font-face for ${family}`);
  return new Map(
    [...rule.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, key, value]) => [key!, value!.trim()]),
  );
}

/** What capsize computes for a fallback of `metrics` drawn with Arial's metrics. */
function expectedFallback(metrics: FontMetrics): Map<string, string> {
  const css = createFontStack([metrics, arial]).fontFaces;
  return new Map(
    [
      ...css.matchAll(
        /(ascent-override|descent-override|line-gap-override|size-adjust): ([^;]+);/g,
      ),
    ].map(([, key, value]) => [key!, value!]),
  );
}

describe('the typefaces', () => {
  it.each([
    ['Bricolage Grotesque', bricolageGrotesque],
    ['Inter', inter],
  ])('%s has a metric-matched fallback, so swapping it in moves no text', (family, metrics) => {
    const fallback = fontFace(`${family} Fallback`);
    for (const [key, value] of expectedFallback(metrics)) expect(fallback.get(key)).toBe(value);
    expect(fallback.get('src')).toContain("local('Arial')");
  });

  it('loads only the latin subset of each variable face, as woff2, never swapping it in late', () => {
    for (const family of ['Bricolage Grotesque', 'Inter']) {
      const face = fontFace(family);
      expect(face.get('src')).toMatch(/-latin-wght-normal\.woff2'\)\s*format\('woff2'\)$/);
      expect(face.get('font-display')).toBe('optional');
    }
  });

  it.each([
    ['heading', 'displayFont', 'Bricolage Grotesque'],
    ['text', 'textFont', 'Inter'],
  ])('preloads the %s face from the file the stylesheet uses', (_role, name, family) => {
    const preloaded = root.match(new RegExp(`import ${name} from '([^?]+)\\?url'`))?.[1];
    expect(preloaded).toBeDefined();
    expect(fontFace(family).get('src')).toContain(preloaded);
    expect(root).toMatch(new RegExp(`\\[displayFont, textFont\\]`));
    expect(root).toMatch(/rel="preload"\s+as="font"\s+type="font\/woff2"/);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corePageArtSize } from '../src/shared/marketing/core-page-art.ts';
import { corePageArtFile, renderCorePageArt } from './core-page-art.ts';

describe('the drawn CORE page', () => {
  it('is committed exactly as the drawing renders it, at the size the pages reserve', async () => {
    const svg = await renderCorePageArt();
    expect(readFileSync(corePageArtFile, 'utf8')).toBe(svg);
    expect(svg).toMatch(
      new RegExp(`^<svg width="${corePageArtSize.width}" height="${corePageArtSize.height}"`),
    );
  });

  it('carries its words as paths, so an <img> shows the studio typeface without web fonts', async () => {
    const svg = await renderCorePageArt();
    expect(svg).not.toContain('<text');
    expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThan(50);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { stackStepNames } from './share-card.ts';
import { createRedrawnSharePictures, pageOfSharePicture } from './share-pictures.ts';

const built: { title: string; description: string; steps?: readonly string[] } = {
  title: 'THE MUSE: a private circle',
  description: 'Billed quarterly.',
};

function pictures(now: typeof built | undefined) {
  const draw = vi.fn(async (page: { title: string }) => Buffer.from(page.title));
  let current = now;
  const redrawn = createRedrawnSharePictures({
    built: (path) => (path === '/muse' ? built : undefined),
    current: async () => current,
    draw,
  });
  return { draw, redrawn, set: (next: typeof built) => (current = next) };
}

describe('share pictures redrawn for renamed products', () => {
  it('leaves the build’s picture while the page’s words are the build’s', async () => {
    const { draw, redrawn } = pictures(built);
    expect(await redrawn('/muse')).toBeUndefined();
    expect(await redrawn('/not-a-page')).toBeUndefined();
    expect(draw).not.toHaveBeenCalled();
  });

  it('draws the page’s current title once per wording, with a tag that follows it', async () => {
    const { draw, redrawn, set } = pictures({
      ...built,
      title: 'THE INNER CIRCLE: a private circle',
    });
    const first = await redrawn('/muse');
    const again = await redrawn('/muse');
    expect(first?.png.toString()).toBe('THE INNER CIRCLE: a private circle');
    expect(again?.etag).toBe(first?.etag);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(draw).toHaveBeenCalledWith(expect.objectContaining({ path: '/muse' }));

    set({ ...built, title: 'THE CIRCLE: a private circle' });
    const renamed = await redrawn('/muse');
    expect(renamed?.png.toString()).toBe('THE CIRCLE: a private circle');
    expect(renamed?.etag).not.toBe(first?.etag);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('draws the Signal Stack’s steps under the studio’s names once it renamed one', async () => {
    expect(stackStepNames({})).toBeUndefined();
    expect(stackStepNames({ signalPro: 'Not a step' })).toBeUndefined();
    const steps = stackStepNames({ spark: 'First Light' });
    expect(steps).toEqual([
      'First Light',
      'BRAND KIT',
      'CORE',
      'MIRROR',
      'SIGNAL',
      'MOMENTUM',
      'MUSE',
    ]);
    // Same title and description as the build's: the renamed step alone redraws it.
    const { draw, redrawn } = pictures({ ...built, ...(steps ? { steps } : {}) });
    expect(await redrawn('/muse')).toBeDefined();
    expect(draw).toHaveBeenCalledWith(expect.objectContaining({ steps }));
  });

  it('maps a picture’s address back to its page', () => {
    expect(pageOfSharePicture('/og/home.png')).toBe('/');
    expect(pageOfSharePicture('/og/resources/mirror-demo.png')).toBe('/resources/mirror-demo');
    expect(pageOfSharePicture('/og-image.png')).toBeUndefined();
    expect(pageOfSharePicture('/muse')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueDollars } from '../catalogue-prices.ts';
import type { PublicSiteState } from '../schemas/site-settings.ts';
import { defaultSiteSettings } from './defaults.ts';
import { siteStateElementId, withEmbeddedSiteState } from './embedded-state.ts';

const state: PublicSiteState = {
  version: 3,
  settings: {
    ...defaultSiteSettings,
    banner: { ...defaultSiteSettings.banner, text: 'Doors open </script><script>alert(1)' },
  },
  summit: { isOver: false, isOnSale: true, isEarlyBird: true },
  webinar: { isOver: false, sessionsOver: 0 },
  offers: { brandFuelSaleIsOver: false, bizBuiltNowLaunch: 'none' },
  catalogue: { revision: 0, dollars: catalogueDollars, names: {}, descriptions: {} },
  serverTime: '2026-11-24T10:00:00.000Z',
};

describe('withEmbeddedSiteState', () => {
  const html = '<html><head><title>Summit</title></head><body><p>Summit</p></body></html>';

  it('puts the state in a JSON script at the end of the head', () => {
    const page = withEmbeddedSiteState(html, state);
    const element = `<script type="application/json" id="${siteStateElementId}">`;
    expect(page.indexOf(element)).toBeGreaterThan(page.indexOf('<title>'));
    expect(page.indexOf(element)).toBeLessThan(page.indexOf('</head>'));
    const json = page.slice(page.indexOf(element) + element.length, page.indexOf('</head>') - 9);
    expect(JSON.parse(json)).toEqual(state);
  });

  it('escapes every < so no setting can close the script element', () => {
    const page = withEmbeddedSiteState(html, state);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).toContain('Doors open \\u003c/script>\\u003cscript>alert(1)');
  });

  it('refuses a page without a head instead of hiding the state somewhere else', () => {
    expect(() => withEmbeddedSiteState('<p>no head</p>', state)).toThrow('</head>');
  });
});

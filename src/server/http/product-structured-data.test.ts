import { describe, expect, it } from 'vitest';
import { catalogue } from '../../shared/catalogue.ts';
import { catalogueDollars } from '../../shared/catalogue-prices.ts';
import type { PublicSiteState } from '../../shared/schemas/site-settings.ts';
import { productsInHtml } from '../testing/product-structured-data-check.ts';
import { soldKeys, withProductStructuredData } from './product-structured-data.ts';

const buyForm = (key: string) =>
  `<form class="contents" action="/checkout/start" method="post"><input type="hidden" name="product" value="${key}"/><input type="hidden" name="expected_amount" value="1"/><button>Buy</button></form>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

const state = (
  change: Partial<PublicSiteState['catalogue']> = {},
): Pick<PublicSiteState, 'catalogue'> => ({
  catalogue: {
    revision: 3,
    dollars: { ...catalogueDollars },
    names: {},
    descriptions: {},
    ...change,
  },
});

describe('product structured data', () => {
  it('finds the products the buy forms sell, each once, and nothing else', () => {
    const html = page(
      `${buyForm('mirror')}${buyForm('mirrorCore')}${buyForm('mirror')}${buyForm('notAKey')}` +
        `<form action="/newsletter"><input type="hidden" name="product" value="spark"/></form>`,
    );
    expect(soldKeys(html)).toEqual(['mirror', 'mirrorCore']);
  });

  it('describes each as a schema.org Product with an Offer at the price it sells at now', () => {
    const html = withProductStructuredData(
      page(`${buyForm('spark')}${buyForm('muse')}`),
      state({
        dollars: { ...catalogueDollars, spark: 1_499.5 },
        names: { spark: 'First Light Session' },
      }),
    );
    const [spark, muse] = productsInHtml(html);
    expect(spark).toMatchObject({
      name: 'First Light Session',
      description: catalogue.spark.description,
      sku: 'spark',
      offers: {
        '@type': 'Offer',
        price: '1499.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    // A subscription says its price is per billing period.
    expect(muse?.name).toBe(catalogue.muse.name);
    expect(muse?.offers.price).toBe(String(catalogueDollars.muse));
    expect(html).toContain('"unitCode":"MON"');
    // At the end of <head>, once.
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/application\/ld\+json/g)).toHaveLength(1);
  });

  it('adds nothing to a page that sells nothing (an ended offer has no buy button)', () => {
    const html = page('<p>The summit took place.</p>');
    expect(withProductStructuredData(html, state())).toBe(html);
    expect(productsInHtml(html)).toEqual([]);
  });

  it('cannot be closed by a name the studio types', () => {
    const html = withProductStructuredData(
      page(buyForm('core')),
      state({ names: { core: '</script><script>alert(1)</script>' } }),
    );
    expect(html).not.toContain('<script>alert');
    expect(productsInHtml(html)[0]?.name).toBe('</script><script>alert(1)</script>');
  });

  it('refuses a shape schema.org would not read as a product offer', () => {
    const broken = (offers: object) =>
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [{ '@type': 'Product', name: 'X', description: 'Y', sku: 'x', offers }],
      })}</script>`;
    const offer = { '@type': 'Offer', price: '10', priceCurrency: 'USD' };
    const available = { availability: 'https://schema.org/InStock' };
    expect(() => productsInHtml(broken({ ...offer, ...available }))).not.toThrow();
    expect(() => productsInHtml(broken({ ...offer, ...available, price: '$1,500' }))).toThrow();
    expect(() =>
      productsInHtml(broken({ ...offer, ...available, priceCurrency: 'usd' })),
    ).toThrow();
    expect(() => productsInHtml(broken({ ...offer, price: undefined, ...available }))).toThrow();
  });
});

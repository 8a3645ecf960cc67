import { catalogue, isCatalogueKey, type CatalogueKey } from '../../shared/catalogue.ts';
import { checkoutFormAction, checkoutFormFields } from '../../shared/checkout-form.ts';
import type { PublicSiteState } from '../../shared/schemas/site-settings.ts';

/**
 * Product structured data (schema.org Product + Offer, as JSON-LD) for the products a
 * public page sells, from the catalogue the page was rendered with: the studio's names
 * and descriptions, and each price as it sells now (a running sale's while it runs). It
 * is added by the server to the rendered HTML, so it costs the page no JavaScript and
 * changes in the same render as the page's own prices.
 *
 * Which products a page sells is read from the page itself: each buy button renders a
 * form posting the product's key to checkout (checkout-form.ts), so the list cannot
 * drift from the buttons, and a page whose offer ended (no buy button) claims none.
 */

const formPattern = new RegExp(
  `<form\\b[^>]*\\baction="${checkoutFormAction}"[^>]*>([\\s\\S]*?)</form>`,
  'g',
);
const productFieldPattern = new RegExp(
  `<input\\b[^>]*\\bname="${checkoutFormFields.product}"[^>]*\\bvalue="([^"]*)"`,
);

/** The catalogue keys the page's buy buttons sell, each once, in the page's order. */
export function soldKeys(html: string): CatalogueKey[] {
  const keys = [...html.matchAll(formPattern)]
    .map((form) => productFieldPattern.exec(form[1] ?? '')?.[1] ?? '')
    .filter(isCatalogueKey);
  return [...new Set(keys)];
}

interface ProductData {
  '@type': 'Product';
  name: string;
  description: string;
  sku: string;
  offers: {
    '@type': 'Offer';
    price: string;
    priceCurrency: 'USD';
    availability: 'https://schema.org/InStock';
    priceSpecification?: {
      '@type': 'UnitPriceSpecification';
      price: string;
      priceCurrency: 'USD';
      referenceQuantity: { '@type': 'QuantitativeValue'; value: number; unitCode: 'MON' };
    };
  };
}

/** schema.org prices are plain decimals: "1500", "1499.99". */
const decimal = (dollars: number) =>
  Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);

export function productData(key: CatalogueKey, state: PublicSiteState['catalogue']): ProductData {
  const price = decimal(state.dollars[key]);
  const months = catalogue[key].interval?.count;
  return {
    '@type': 'Product',
    // The seed's words until the studio changes them (the state carries only changes).
    name: state.names[key] ?? catalogue[key].name,
    description: state.descriptions[key] ?? catalogue[key].description,
    sku: key,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      // A subscription's price is per billing period, which the offer says.
      ...(months === undefined
        ? {}
        : {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price,
              priceCurrency: 'USD',
              referenceQuantity: { '@type': 'QuantitativeValue', value: months, unitCode: 'MON' },
            },
          }),
    },
  };
}

/**
 * The page with a JSON-LD script of the products it sells at the end of <head>; the page
 * as it is when it sells none. `<` is escaped so no name the studio types can close it.
 */
export function withProductStructuredData(
  html: string,
  state: Pick<PublicSiteState, 'catalogue'>,
): string {
  const keys = soldKeys(html);
  const headEnd = html.indexOf('</head>');
  if (keys.length === 0 || headEnd < 0) return html;
  const data = {
    '@context': 'https://schema.org',
    '@graph': keys.map((key) => productData(key, state.catalogue)),
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const script = `<script type="application/ld+json">${json}</script>`;
  return `${html.slice(0, headEnd)}${script}${html.slice(headEnd)}`;
}

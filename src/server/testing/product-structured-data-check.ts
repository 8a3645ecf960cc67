import { z } from 'zod';

/**
 * Reads a page's product structured data back and holds it to schema.org's Product and
 * Offer: a Product needs a name and an offer, an Offer a price (a plain decimal, no
 * currency sign or thousands separator) and an ISO 4217 currency. Tests use it on the
 * builder's output and on the raw HTML the server serves.
 */
const offerSchema = z.object({
  '@type': z.literal('Offer'),
  price: z.string().regex(/^\d+(\.\d{1,2})?$/, 'a plain decimal price'),
  priceCurrency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency'),
  availability: z.string().startsWith('https://schema.org/'),
});

const productSchema = z.object({
  '@type': z.literal('Product'),
  name: z.string().min(1),
  description: z.string().min(1),
  sku: z.string().min(1),
  offers: offerSchema,
});

const documentSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@graph': z.array(productSchema).min(1),
});

export type StructuredProduct = z.infer<typeof productSchema>;

const scriptPattern = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** Every product in the page's JSON-LD scripts; throws when one breaks the shape above. */
export function productsInHtml(html: string): StructuredProduct[] {
  return [...html.matchAll(scriptPattern)].flatMap(
    (match) => documentSchema.parse(JSON.parse(match[1] ?? ''))['@graph'],
  );
}

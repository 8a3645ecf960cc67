/**
 * The buy buttons' form when JavaScript is off: a plain POST of the product's catalogue
 * key, the price in cents the page showed next to it (so a price changed between the
 * page's render and the press is told, not charged) and the page to come back to. The
 * server answers with the hosted checkout.
 */
export const checkoutFormAction = '/checkout/start';

export const checkoutFormFields = {
  product: 'product',
  expectedAmount: 'expected_amount',
  returnTo: 'returnTo',
} as const;

/**
 * The buy buttons' form when JavaScript is off: a plain POST of the product's catalogue
 * key (and the page to come back to) that the server answers with the hosted checkout.
 */
export const checkoutFormAction = '/checkout/start';

export const checkoutFormFields = { product: 'product', returnTo: 'returnTo' } as const;

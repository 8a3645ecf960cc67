import type { FakeRoute } from './fake-stripe-server.ts';

/**
 * The Stripe account the provider tests talk to: one customer (cus_fake), one checkout
 * session (cs_fake, BRAND KIT), one subscription (sub_fake, MOMENTUM, a Mastercard), and
 * a price id (price_gone) Stripe refuses.
 */
export function stripeAccountRoutes(periodEnd: number): FakeRoute[] {
  return [
    (request) =>
      request.path === '/v1/checkout/sessions' &&
      request.body['line_items[0][price]'] === 'price_gone'
        ? {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                param: 'line_items[0][price]',
                message: "No such price: 'price_gone'",
              },
            },
          }
        : undefined,
    (request) =>
      request.method === 'POST' && request.path === '/v1/subscriptions/sub_fake'
        ? { body: { id: 'sub_fake', object: 'subscription' } }
        : undefined,
    (request) =>
      request.method === 'POST' && request.path === '/v1/customers'
        ? { body: { id: 'cus_fake', object: 'customer', email: request.body.email } }
        : undefined,
    (request) =>
      request.method === 'POST' && request.path === '/v1/checkout/sessions'
        ? {
            body: {
              id: 'cs_fake',
              object: 'checkout.session',
              url: 'https://checkout.stripe.com/c/pay/cs_fake',
            },
          }
        : undefined,
    (request) =>
      request.path === '/v1/billing_portal/sessions'
        ? {
            body: {
              id: 'bps_fake',
              object: 'billing_portal.session',
              url: 'https://billing.stripe.com/p/session/fake',
            },
          }
        : undefined,
    (request) =>
      request.path === '/v1/checkout/sessions/cs_fake/line_items'
        ? {
            body: {
              object: 'list',
              has_more: false,
              data: [{ id: 'li_1', price: { id: 'price_brandKit' } }],
            },
          }
        : undefined,
    (request) =>
      request.method === 'GET' && request.path === '/v1/subscriptions/sub_fake'
        ? {
            body: {
              id: 'sub_fake',
              object: 'subscription',
              customer: 'cus_fake',
              status: 'active',
              cancel_at_period_end: false,
              default_payment_method: {
                id: 'pm_fake',
                card: { brand: 'mastercard', last4: '4444' },
              },
              items: {
                data: [
                  { id: 'si_1', price: { id: 'price_momentum' }, current_period_end: periodEnd },
                ],
              },
            },
          }
        : undefined,
  ];
}

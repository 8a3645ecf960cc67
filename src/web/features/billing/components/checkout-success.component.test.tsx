import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { CheckoutStatus } from '~/shared/schemas/billing';
import CheckoutSuccessPage from '~/web/routes/checkout-success';
import { errorReply, FakeApi } from '~/web/testing/fake-api';
import { renderScreen } from '~/web/testing/render-screen';

const words = messages.checkoutSuccess;

const paidOrder: CheckoutStatus = {
  status: 'paid',
  product_name: 'CORE™ Platform',
  amount_total: 150_000,
  currency: 'USD',
  mode: 'payment',
  confirmation: 'order',
  is_guest: false,
  guest_email: null,
};

function renderSuccess(api: FakeApi, query = '?session_id=cs_test_1', signedIn = true) {
  return renderScreen(<CheckoutSuccessPage />, {
    api,
    url: `/checkout/success${query}`,
    path: '/checkout/success',
    user: signedIn ? undefined : null,
  });
}

const statusCalls = (api: FakeApi) => api.callsTo('GET', '/api/billing/checkout-status');

describe('Checkout success', () => {
  it('says a link without a session is not a payment, without asking the server', () => {
    const api = new FakeApi();
    renderSuccess(api, '');
    expect(screen.getByRole('heading', { name: words.notFound })).toBeTruthy();
    expect(statusCalls(api)).toHaveLength(0);
  });

  it('asks about the session, then thanks for the named product with the amount', async () => {
    const api = new FakeApi().on('GET', '/api/billing/checkout-status', paidOrder);
    renderSuccess(api);
    expect(screen.getByText(words.processing)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: words.paid })).toBeTruthy();
    expect(screen.getByText('CORE™ Platform').closest('p')?.textContent).toBe(
      'Thank you for your purchase of CORE™ Platform',
    );
    expect(screen.getByText('Amount paid: $1,500')).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.orderConfirmed })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(statusCalls(api)[0]?.path).toBe('/api/billing/checkout-status?session_id=cs_test_1');
  });

  it('asks again while the payment is on its way', async () => {
    let asks = 0;
    const api = new FakeApi().on('GET', '/api/billing/checkout-status', () => {
      asks += 1;
      return asks === 1 ? { ...paidOrder, status: 'pending' } : paidOrder;
    });
    renderSuccess(api);
    expect(
      await screen.findByRole('heading', { name: words.paid }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(statusCalls(api)).toHaveLength(2);
  });

  it('offers a guest buyer an account with the receipt address instead of a dashboard', async () => {
    const api = new FakeApi().on('GET', '/api/billing/checkout-status', {
      ...paidOrder,
      product_name: 'MOMENTUM™ Partner',
      amount_total: 29_700,
      mode: 'subscription',
      confirmation: 'subscription',
      is_guest: true,
      guest_email: 'guest@example.com',
    } satisfies CheckoutStatus);
    renderSuccess(api, '?session_id=cs_test_2', false);
    expect(await screen.findByRole('heading', { name: words.subscriptionActive })).toBeTruthy();
    expect(screen.getByText('Amount paid: $297 (first payment)')).toBeTruthy();
    const offer = screen.getByRole('region', { name: 'Add this purchase to an account' });
    expect(offer.textContent).toContain('guest@example.com');
    expect(
      within(offer).getByRole('link', { name: 'Create your account' }).getAttribute('href'),
    ).toBe('/register?claim=purchase&email=guest%40example.com');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('says an unknown session was not found', async () => {
    const api = new FakeApi().on('GET', '/api/billing/checkout-status', {
      ...paidOrder,
      status: 'unknown',
    });
    renderSuccess(api);
    expect(await screen.findByRole('heading', { name: words.notFound })).toBeTruthy();
  });

  it('says a session id the server refuses was not found, without asking again', async () => {
    const refused = new FakeApi().on('GET', '/api/billing/checkout-status', () =>
      errorReply(400, 'validation_failed', 'Bad session id'),
    );
    renderSuccess(refused, '?session_id=nope');
    expect(await screen.findByRole('heading', { name: words.notFound })).toBeTruthy();
    expect(statusCalls(refused)).toHaveLength(1);
  });
});

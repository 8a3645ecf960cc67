import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { OrderRecord, SubscriptionRecord } from '~/shared/schemas/billing';
import AccountPage from '~/web/routes/account';
import { confirmedAuth } from '~/web/testing/auth-fixtures';
import { errorReply, FakeApi } from '~/web/testing/fake-api';
import { renderScreen, testUser } from '~/web/testing/render-screen';

const anOrder = (fields: Partial<OrderRecord> & Pick<OrderRecord, 'order_id'>): OrderRecord => ({
  order_date: '2026-11-20T10:00:00.000Z',
  order_status: 'completed',
  amount_total: 150_000,
  currency: 'usd',
  price_id: 'core',
  amount_refunded: 0,
  refunded_at: null,
  ...fields,
});

const activePlan: SubscriptionRecord = {
  subscription_id: 'sub_1',
  subscription_status: 'active',
  price_id: 'momentum',
  current_period_end: 1_800_000_000,
  payment_method_brand: 'visa',
  payment_method_last4: '4242',
  cancel_at_period_end: false,
};

function accountApi({
  orders = [],
  subscription = null,
  pending = false,
}: { orders?: OrderRecord[]; subscription?: SubscriptionRecord | null; pending?: boolean } = {}) {
  return new FakeApi()
    .on('GET', '/api/billing/subscription', { subscription })
    .on('GET', '/api/billing/orders', { orders })
    .on('GET', '/api/billing/purchase-claims', { pending });
}

function renderAccount(api: FakeApi) {
  return renderScreen(<AccountPage />, {
    api,
    path: '/account',
    otherPaths: ['/'],
    auth: confirmedAuth(),
  });
}

describe('Account page', () => {
  it('shows the profile, a spinner for billing, then "No orders found"', async () => {
    renderAccount(accountApi());
    expect(screen.getByRole('region', { name: 'Profile' }).textContent).toContain(testUser.email);
    expect(screen.getByText('Loading your billing details')).toBeTruthy();
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Manage Your Subscription' })).toBeNull();
  });

  it('lists orders with their status and what a refund paid back', async () => {
    const api = accountApi({
      orders: [
        anOrder({
          order_id: 'aaaaaaaa-full',
          amount_refunded: 150_000,
          refunded_at: '2026-11-22T09:00:00Z',
        }),
        anOrder({
          order_id: 'bbbbbbbb-part',
          amount_refunded: 50_000,
          refunded_at: '2026-11-21T09:00:00Z',
        }),
        anOrder({
          order_id: 'cccccccc-open',
          order_status: 'pending',
          amount_total: 49_700,
          price_id: 'spark',
        }),
        anOrder({ order_id: 'dddddddd-paid' }),
      ],
    });
    renderAccount(api);
    const history = await screen.findByRole('region', { name: 'Order History' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^Order #/).textContent)).toEqual([
      'Order #aaaaaaaa',
      'Order #bbbbbbbb',
      'Order #cccccccc',
      'Order #dddddddd',
    ]);
    expect(rows[0]!.textContent).toContain('Refunded');
    expect(rows[0]!.textContent).toContain(
      'Refunded in full on Nov 22, 2026: $1,500 back to your card.',
    );
    expect(rows[1]!.textContent).toContain('completed');
    expect(rows[1]!.textContent).toContain(
      '$500 refunded on Nov 21, 2026; you paid $1,000 in the end.',
    );
    expect(rows[2]!.textContent).toContain('pending');
    expect(rows[2]!.textContent).toContain('$497');
    expect(rows[3]!.textContent).toContain('CORE™ Platform');
    expect(rows[3]!.textContent).not.toContain('refunded');
  });

  it('shows an active plan and opens the billing portal, saying why when it cannot', async () => {
    const api = accountApi({ subscription: activePlan }).on(
      'POST',
      '/functions/v1/customer-portal',
      () => errorReply(503, 'unavailable', 'Payments are not configured'),
    );
    const { user } = renderAccount(api);
    const plan = await screen.findByRole('region', { name: 'MOMENTUM™ Partner' });
    expect(plan.textContent).toContain('Renews on');
    expect(plan.textContent).toContain('VISA •••• 4242');
    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByText(/Payments are not configured/)).toBeTruthy();
    expect(api.callsTo('POST', '/functions/v1/customer-portal')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeTruthy();
  });

  it('says a cancelled plan ends rather than renews', async () => {
    renderAccount(accountApi({ subscription: { ...activePlan, cancel_at_period_end: true } }));
    const plan = await screen.findByRole('region', { name: 'MOMENTUM™ Partner' });
    expect(plan.textContent).toContain('Cancels on');
    expect(plan.textContent).not.toContain('Renews on');
    expect(plan.textContent).toContain('Your subscription will not renew.');
  });

  it('offers to add earlier purchases and mails the link', async () => {
    const api = accountApi({ pending: true }).on('POST', '/api/billing/purchase-claims', {
      sent: true,
    });
    const { user } = renderAccount(api);
    const notice = await screen.findByRole('region', { name: 'Earlier purchases' });
    expect(notice.textContent).toContain(messages.purchaseClaims.found(testUser.email));
    await user.click(within(notice).getByRole('button', { name: 'Email me a link' }));
    expect(
      await within(notice).findByText(messages.purchaseClaims.sent(testUser.email)),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/billing/purchase-claims')).toHaveLength(1);
  });

  it('asks for the password before a download, focused on it, and shows a refusal', async () => {
    const api = accountApi().on('POST', '/api/account/export', () =>
      errorReply(429, 'rate_limited', messages.accountData.tooMany),
    );
    const { user } = renderAccount(api);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download my data' });
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    const confirm = within(dialog).getByRole('button', { name: 'Download' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(password, 'not-it');
    await user.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      messages.accountData.tooMany,
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/account/export')[0]?.body).toEqual({ password: 'not-it' });
  });

  it('keeps the account on a wrong password and deletes it with the right one', async () => {
    let tries = 0;
    const api = accountApi().on('POST', '/api/account/delete', () => {
      tries += 1;
      return tries === 1
        ? errorReply(403, 'wrong_password', messages.accountData.wrongPassword)
        : new Response(null, { status: 204 });
    });
    const { user } = renderAccount(api);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    const password = within(dialog).getByLabelText('Your password');
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      messages.accountData.wrongPassword,
    );
    await user.clear(password);
    await user.type(password, 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Went to /' })).toBeTruthy();
    expect(await screen.findByText(messages.accountData.deleted)).toBeTruthy();
    expect(api.callsTo('POST', '/api/account/delete').map((call) => call.body)).toEqual([
      { password: 'wrong' },
      { password: 'correct horse' },
    ]);
  });

  it('says the server failed rather than passing on its words', async () => {
    const api = accountApi().on('POST', '/api/account/delete', () =>
      errorReply(500, 'internal', 'stack trace here'),
    );
    const { user } = renderAccount(api);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await user.type(within(dialog).getByLabelText('Your password'), 'secret');
    await user.keyboard('{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      messages.accountData.deleteFailed,
    );
  });
});

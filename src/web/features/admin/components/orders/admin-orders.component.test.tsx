import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { AdminOrder } from '~/shared/schemas/billing';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply } from '~/web/testing/fake-api';

const anOrder = (fields: Partial<AdminOrder> & Pick<AdminOrder, 'id'>): AdminOrder => ({
  orderDate: '2026-11-20T15:30:00.000Z',
  email: 'buyer@example.com',
  productName: 'CORE™ Platform',
  status: 'completed',
  amountTotal: 150_000,
  amountRefunded: 0,
  currency: 'usd',
  isRefundable: true,
  refundNote: null,
  ...fields,
});

const partlyRefunded = anOrder({ id: 'aaaaaaaa-0001', amountRefunded: 50_000 });
const stripeOrder = anOrder({
  id: 'bbbbbbbb-0002',
  productName: 'SPARK™ Session',
  isRefundable: false,
  refundNote: 'Paid through Stripe: refund it in the Stripe dashboard.',
});
const refunded = anOrder({ id: 'cccccccc-0003', amountRefunded: 150_000, isRefundable: false });

function ordersApi(orders: AdminOrder[], refundsHere = true) {
  return adminApi().on('GET', '/api/admin/orders', { orders, refundsHere });
}

async function openRefund(api: ReturnType<typeof ordersApi>, orderNumber: string) {
  const screenParts = renderAdmin(api, '/admin/orders');
  await screenParts.user.click(
    await screen.findByRole('button', { name: `Refund order #${orderNumber}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Refund Order' });
  return { ...screenParts, dialog, amount: within(dialog).getByLabelText(/Amount \(USD\)/) };
}

describe('Admin: orders and refunds', () => {
  it('shows a spinner, then "No orders yet."', async () => {
    renderAdmin(ordersApi([]), '/admin/orders');
    expect(await screen.findByText('Loading orders')).toBeTruthy();
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(menu).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says the orders could not be loaded', async () => {
    const api = ordersApi([]).on('GET', '/api/admin/orders', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    renderAdmin(api, '/admin/orders');
    expect(await screen.findByText(messages.admin.loadOrdersFailed)).toBeTruthy();
  });

  it('lists refunds made and why an order cannot be refunded here', async () => {
    renderAdmin(ordersApi([partlyRefunded, stripeOrder, refunded], false), '/admin/orders');
    const rows = await screen.findAllByTestId('admin-order');
    expect(rows[0]!.textContent).toContain('$500 refunded');
    expect(rows[0]!.textContent).toContain('Completed');
    expect(rows[1]!.textContent).toContain('refund it in the Stripe dashboard');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[2]!.textContent).toContain('Refunded');
    expect(screen.getByRole('region', { name: 'Orders' }).textContent).toContain(
      'Refund Stripe payments in the Stripe dashboard',
    );
  });

  it('offers what is left, focused, and refuses more than that without calling the server', async () => {
    const api = ordersApi([partlyRefunded]);
    const { user, dialog, amount } = await openRefund(api, 'aaaaaaaa');
    expect(dialog.textContent).toContain('$1,000 of $1,500 can still be refunded');
    expect((amount as HTMLInputElement).value).toBe('1000.00');
    await waitFor(() => expect(document.activeElement).toBe(amount));

    await user.clear(amount);
    await user.type(amount, '1000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText(messages.admin.refundAmountInvalid('$1,000')),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    for (const bad of ['0', '12.345', '-5', 'ten']) {
      await user.clear(amount);
      await user.type(amount, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
      expect(within(dialog).getByText(messages.admin.refundAmountInvalid('$1,000'))).toBeTruthy();
    }
    expect(api.callsTo('POST', '/api/admin/orders')).toHaveLength(0);
  });

  it('sends a partial refund in cents and closes', async () => {
    const api = ordersApi([partlyRefunded]).on('POST', '/api/admin/orders/:id/refund', {});
    const { user, dialog, amount } = await openRefund(api, 'aaaaaaaa');
    await user.clear(amount);
    await user.type(amount, '$250.50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(messages.admin.refundRecorded('$250.50'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/admin/orders')).toEqual([
      {
        method: 'POST',
        path: `/api/admin/orders/${partlyRefunded.id}/refund`,
        body: { amount: 25_050 },
      },
    ]);
    // The list is read again for the new refunded amount.
    expect(api.callsTo('GET', '/api/admin/orders').length).toBeGreaterThan(1);
  });

  it("shows the server's refusal and a cautious message for anything else", async () => {
    let replies = 0;
    const api = ordersApi([partlyRefunded]).on('POST', '/api/admin/orders/:id/refund', () => {
      replies += 1;
      return replies === 1
        ? errorReply(409, 'conflict', 'Only $900 is left to refund on this order.')
        : errorReply(502, 'provider', 'upstream timeout');
    });
    const { user, dialog } = await openRefund(api, 'aaaaaaaa');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('Only $900 is left to refund on this order.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(messages.admin.refundFailed)).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/orders')).toHaveLength(2);
  });
});

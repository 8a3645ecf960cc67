import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '~/shared/schemas/analytics';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply } from '~/web/testing/fake-api';

const report: AnalyticsReport = {
  range: { from: '2026-10-28', to: '2026-11-26', bucket: 'day' },
  traffic: [
    { period: '2026-11-25', visitors: 1200, pageViews: 3400 },
    { period: '2026-11-26', visitors: 34, pageViews: 80 },
  ],
  topPages: [{ path: '/products', views: 900, visitors: 640 }],
  topSources: [],
  topCampaigns: [],
  funnel: [
    { step: 'Visited', visitors: 1234, withoutPrevious: 0, fromPrevious: null, fromFirst: 100 },
  ],
  events: [],
  revenueByProduct: [
    {
      product: 'CORE™ Platform',
      orders: 3,
      gross: 450_000,
      refunds: 50_000,
      net: 400_000,
      currency: 'usd',
    },
  ],
  revenueByMonth: [],
  apart: {
    failedPayments: { orders: 2, amount: 99_400 },
    refunds: { refunds: 1, amount: 50_000 },
    cancelledSubscriptions: { subscriptions: 1, monthlyAmount: 29_700 },
  },
  accounts: { newAccounts: 17, activeSubscribers: 5, mrr: 148_500 },
};

function analyticsApi() {
  return adminApi().on('GET', '/api/admin/analytics', report);
}

/** The value shown in the headline tile named `label`. */
function tile(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const lastQuery = (api: ReturnType<typeof analyticsApi>) =>
  api.callsTo('GET', '/api/admin/analytics').at(-1)?.path;

describe('Admin: analytics', () => {
  it('shows a spinner, then the headline figures added up from the report', async () => {
    renderAdmin(analyticsApi(), '/admin/analytics');
    expect(await screen.findByText('Loading analytics')).toBeTruthy();
    await screen.findByText('Visitors', { selector: 'dt' });
    expect(tile('Visitors')).toBe('1,234');
    expect(tile('Page views')).toBe('3,480');
    expect(tile('Net revenue')).toBe('$4,000');
    expect(screen.getByText('3 orders, $500 refunded')).toBeTruthy();
    expect(tile('New accounts')).toBe('17');
    expect(tile('MRR')).toBe('$1,485');
    expect(tile('Failed payments')).toBe('$994');
    expect(screen.getByText('$297 a month lost')).toBeTruthy();
  });

  it('draws each figure as a table and says which are empty', async () => {
    renderAdmin(analyticsApi(), '/admin/analytics');
    const pages = await screen.findByRole('table', { name: 'Top pages' });
    expect(within(pages).getByText('/products')).toBeTruthy();
    expect(within(pages).getByText('900')).toBeTruthy();
    const revenue = screen.getByRole('table', { name: 'Revenue by product' });
    expect(revenue.textContent).toContain('CORE™ Platform');
    expect(screen.getByText('No visits from other sites or tagged links yet.')).toBeTruthy();
    expect(screen.getByText('No completed orders or refunds in this period.')).toBeTruthy();
  });

  it('asks for 30 days first and for the chosen preset after', async () => {
    const api = analyticsApi();
    const { user } = renderAdmin(api, '/admin/analytics');
    await screen.findByRole('table', { name: 'Top pages' });
    expect(lastQuery(api)).toBe('/api/admin/analytics?period=30d');
    expect((screen.getByRole('radio', { name: '30 days' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(lastQuery(api)).toBe('/api/admin/analytics?period=7d'));
  });

  it('applies a custom range only when it runs forwards', async () => {
    const api = analyticsApi();
    const { user } = renderAdmin(api, '/admin/analytics');
    await screen.findByRole('table', { name: 'Top pages' });
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    // Starts from the range on screen.
    expect([from.value, to.value]).toEqual(['2026-10-28', '2026-11-26']);
    fireEvent.change(from, { target: { value: '2026-12-01' } });
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.change(to, { target: { value: '2026-11-15' } });
    await user.click(apply);
    await waitFor(() =>
      expect(lastQuery(api)).toBe(
        '/api/admin/analytics?period=custom&from=2026-11-01&to=2026-11-15',
      ),
    );
    expect(
      api.callsTo('GET', '/api/admin/analytics').some((call) => call.path.includes('2026-12-01')),
    ).toBe(false);
  });

  it('says the report could not be loaded', async () => {
    const api = adminApi().on('GET', '/api/admin/analytics', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    renderAdmin(api, '/admin/analytics');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The analytics could not be loaded. Try again in a moment.',
    );
  });
});

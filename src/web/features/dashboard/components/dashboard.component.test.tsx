import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { UserProduct } from '~/shared/schemas/billing';
import type { DashboardData } from '~/shared/schemas/dashboard';
import DashboardPage from '~/web/routes/dashboard';
import { confirmedAuth } from '~/web/testing/auth-fixtures';
import { errorReply, FakeApi } from '~/web/testing/fake-api';
import { renderScreen, testUser } from '~/web/testing/render-screen';

const bought = (productId: string): UserProduct => ({
  id: `row-${productId}`,
  user_id: testUser.id,
  product_id: productId,
  product_name: productId.toUpperCase(),
  metadata: {},
  status: 'active',
  purchase_date: '2026-11-20T10:00:00.000Z',
});

const includedIn = (productId: string, catalogueKey: string): UserProduct => ({
  ...bought(productId),
  metadata: { source: 'subscription', catalogue_key: catalogueKey },
});

const dashboard = (fields: Partial<DashboardData> = {}): DashboardData => ({
  email: testUser.email,
  products: [],
  hasOrders: false,
  subscription: null,
  pendingPurchases: false,
  ...fields,
});

function renderDashboard(api: FakeApi) {
  // A confirmed address: the unconfirmed banner is the auth screens' business.
  return renderScreen(<DashboardPage />, {
    api,
    path: '/dashboard',
    auth: confirmedAuth(),
  });
}

/** The journey row of one ladder product: its label, detail, note and action. */
function journeyRow(id: string) {
  const row = screen.getByTestId(`journey-${id}`);
  return { row, text: row.textContent ?? '', action: within(row).getByRole('link') };
}

describe('Dashboard', () => {
  it('greets at once, shows a spinner, then stage 0 with SPARK as the current focus', async () => {
    renderDashboard(new FakeApi().on('GET', '/api/dashboard', dashboard()));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, ada!');
    expect(screen.getByText('Loading your dashboard')).toBeTruthy();

    await screen.findByRole('heading', { name: 'Your Signal System Journey' });
    const banner = screen.getByRole('region', { name: 'Welcome, ada!' });
    expect(banner.textContent).toContain('Stage 0 of 6');
    expect(banner.textContent).toContain('Just getting started');
    expect(screen.getByTestId('dashboard-ownership').textContent).toBe(
      'You have not bought a step yet. Next: SPARK™.',
    );

    const spark = journeyRow('spark');
    expect(spark.row.dataset.status).toBe('current');
    expect(spark.text).toContain('Current Focus');
    expect(spark.text).toContain('Ready to start');
    expect(spark.action.textContent).toBe('View Details: SPARK™');
    expect(spark.action.getAttribute('href')).toBe('/products#spark');

    const brandKit = journeyRow('brand-kit');
    expect(brandKit.text).toContain('Available now');
    expect(brandKit.action.textContent).toBe('Get Started: BRAND KIT™');
    const core = journeyRow('core');
    expect(core.text).toContain('Locked');
    expect(core.text).toContain('Complete BRAND KIT™ first');
    expect(core.text).toContain('You can still buy it now');
    expect(journeyRow('mirror').text).toContain('Complete previous steps first');
    expect(journeyRow('momentum').action.getAttribute('href')).toBe('/products#momentum');
  });

  it('offers SPARK and a strategy call, a 1-of-4 checklist and the explore prompt', async () => {
    renderDashboard(new FakeApi().on('GET', '/api/dashboard', dashboard()));
    const steps = await screen.findByRole('region', { name: 'Recommended Next Steps' });
    const cards = within(steps).getAllByRole('listitem');
    expect(cards.map((card) => card.dataset.testid)).toEqual(['card-spark', 'card-strategy-call']);
    expect(within(cards[0]!).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(
      '/products#spark',
    );
    const checklist = screen.getByRole('region', { name: 'Get Started' });
    expect(checklist.textContent).toContain('1 of 4 done');
    expect(screen.getByTestId('onboarding-step-1').dataset.complete).toBe('true');
    expect(screen.getByTestId('onboarding-step-2').dataset.complete).toBe('false');
    expect(
      within(screen.getByTestId('next-step')).getByRole('link', { name: 'Explore Products' }),
    ).toBeTruthy();
    // No à-la-carte services before BRAND KIT.
    expect(screen.queryByTestId('card-ai-voice-training')).toBeNull();
    const manage = screen.getByRole('region', { name: 'Manage Your Account' });
    expect(
      within(manage)
        .getByRole('link', { name: /Manage Projects/ })
        .getAttribute('href'),
    ).toBe('/todos');
    // The customer's guides first; the spec's three guides all stay linked, the set-up and
    // developer guides apart, for whoever runs the software.
    const resources = screen.getByRole('region', { name: 'Resources' });
    const hrefs = within(resources)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.slice(0, 3)).toEqual([
      '/docs/2_user-guide.md',
      '/resources/signal-system-guide',
      '/resources/spark-worksheet',
    ]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/docs/1_quick-setup.md',
        '/docs/2_user-guide.md',
        '/docs/3_developer-guide.md',
      ]),
    );
  });

  it('marks bought steps completed with the date paid, and opens the à-la-carte services', async () => {
    const api = new FakeApi().on(
      'GET',
      '/api/dashboard',
      dashboard({ products: [bought('spark'), bought('brand-kit')], hasOrders: true }),
    );
    renderDashboard(api);
    await screen.findByRole('heading', { name: 'Your Signal System Journey' });
    expect(screen.getByRole('region', { name: 'Welcome, ada!' }).textContent).toContain(
      'Stage 2 of 6',
    );
    expect(screen.getByText('BRAND KIT™ complete')).toBeTruthy();
    expect(screen.getByTestId('dashboard-ownership').textContent).toBe(
      'You own SPARK™ and BRAND KIT™. Next: CORE™.',
    );
    const spark = journeyRow('spark');
    expect(spark.text).toContain('Completed');
    expect(spark.text).toContain('Paid on Nov 20, 2026; book your session time');
    expect(spark.action.textContent).toBe('View Details: SPARK™');
    const core = journeyRow('core');
    expect(core.row.dataset.status).toBe('current');
    expect(core.text).not.toContain('Complete BRAND KIT™ first');
    expect(screen.getByTestId('card-ai-voice-training')).toBeTruthy();
    expect(screen.getByTestId('card-core')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Get Started' }).textContent).toContain(
      '2 of 4 done',
    );
    expect(
      within(screen.getByTestId('next-step')).getByRole('link', {
        name: /Schedule a Strategy Call/,
      }),
    ).toBeTruthy();
  });

  it('says a plan includes a step rather than that it was bought', async () => {
    const api = new FakeApi().on(
      'GET',
      '/api/dashboard',
      dashboard({
        products: [includedIn('momentum', 'momentum')],
        hasOrders: true,
        subscription: {
          subscription_id: 'sub_1',
          subscription_status: 'active',
          price_id: 'momentum',
          current_period_end: 1_800_000_000,
          payment_method_brand: 'visa',
          payment_method_last4: '4242',
          cancel_at_period_end: false,
        },
      }),
    );
    renderDashboard(api);
    await screen.findByRole('heading', { name: 'Your Signal System Journey' });
    const banner = screen.getByRole('region', { name: 'Welcome, ada!' });
    expect(banner.textContent).toContain('Stage 6 of 6');
    expect(banner.textContent).toContain('MOMENTUM™ owned · Next: SPARK™');
    expect(screen.getByTestId('dashboard-ownership').textContent).toBe(
      'MOMENTUM™ is included in MOMENTUM™ Partner. Next: SPARK™.',
    );
    const momentum = journeyRow('momentum');
    expect(momentum.text).toContain('Completed');
    expect(momentum.text).toContain('Included in MOMENTUM™ Partner while the plan lasts');
    expect(momentum.text).not.toContain('Paid on');
    // Skipped steps are offered again, SPARK first; the owned one is not.
    const steps = screen.getByRole('region', { name: 'Recommended Next Steps' });
    const ids = within(steps)
      .getAllByRole('listitem')
      .map((card) => card.dataset.testid);
    expect(ids[0]).toBe('card-spark');
    expect(ids).not.toContain('card-momentum');
    expect(screen.getByRole('region', { name: 'Get Started' }).textContent).toContain(
      '3 of 4 done',
    );
    expect(screen.queryByTestId('next-step')).toBeNull();
  });

  it('offers to add earlier purchases to a confirmed account', async () => {
    const api = new FakeApi()
      .on('GET', '/api/dashboard', dashboard({ pendingPurchases: true }))
      .on('POST', '/api/billing/purchase-claims', { sent: false });
    const { user } = renderDashboard(api);
    const notice = await screen.findByRole('region', { name: 'Earlier purchases' });
    expect(notice.textContent).toContain(messages.purchaseClaims.found(testUser.email));
    await user.click(within(notice).getByRole('button', { name: 'Email me a link' }));
    expect(await within(notice).findByText(messages.purchaseClaims.alreadySent)).toBeTruthy();
  });

  it('asks an unconfirmed account to confirm instead: that link adds the purchases too', async () => {
    renderScreen(<DashboardPage />, {
      api: new FakeApi().on('GET', '/api/dashboard', dashboard({ pendingPurchases: true })),
      path: '/dashboard',
    });
    await screen.findByRole('heading', { name: 'Your Signal System Journey' });
    expect(screen.getByText(messages.auth.confirmPending(testUser.email))).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Earlier purchases' })).toBeNull();
  });

  it('shows the load error with a retry that reads again', async () => {
    let reads = 0;
    const api = new FakeApi().on('GET', '/api/dashboard', () => {
      reads += 1;
      return reads === 1 ? errorReply(500, 'internal', 'Something went wrong') : dashboard();
    });
    const { user } = renderDashboard(api);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.products.loadProfileFailed);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your Signal System Journey' });
    expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(2);
  });

  it('starts a checkout for an à-la-carte service and shows why it failed', async () => {
    const api = new FakeApi()
      .on('GET', '/api/dashboard', dashboard({ products: [bought('spark'), bought('brand-kit')] }))
      .on('POST', '/functions/v1/create-checkout', () =>
        errorReply(503, 'unavailable', 'Payments are not configured'),
      );
    const { user, beacons } = renderDashboard(api);
    const card = await screen.findByTestId('card-strategy-session');
    await user.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/functions/v1/create-checkout')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/functions/v1/create-checkout')[0]?.body).toMatchObject({
      priceId: 'strategySession',
      mode: 'payment',
    });
    expect(beacons).toContainEqual(expect.objectContaining({ name: 'buy_clicked' }));
    expect(await screen.findByText(/Payments are not configured/)).toBeTruthy();
    // The button can be pressed again once the failure is shown.
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Buy Now' }).getAttribute('aria-busy')).toBe(
        null,
      ),
    );
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  CatalogueEntry,
  CatalogueHistoryEntry,
  CatalogueList,
} from '~/shared/schemas/catalogue';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply, type FakeApi } from '~/web/testing/fake-api';

const spark: CatalogueEntry = {
  key: 'spark',
  name: 'SPARK™ Session',
  description: 'A 90-minute clarity session.',
  mode: 'payment',
  amount: 150_000,
  currency: 'usd',
  intervalMonths: null,
  installments: null,
  duration: '90 minutes',
  included: [],
  ladderProducts: ['spark'],
  sale: null,
  revision: 0,
  updatedAt: null,
  live: { amount: 150_000, provider: 'local', priceId: null },
};

const membership: CatalogueEntry = {
  ...spark,
  key: 'momentum',
  name: 'Signal Membership',
  mode: 'subscription',
  amount: 30_000,
  intervalMonths: 3,
  installments: 3,
  duration: null,
  live: { amount: 24_000, provider: 'stripe', priceId: 'price_123' },
};

const renamed: CatalogueHistoryEntry = {
  revision: 4,
  key: 'spark',
  changedAt: '2026-11-20T15:30:00.000Z',
  changedBy: 'owner@studio.dev',
  changes: [{ field: 'name', from: 'Spark Session', to: 'SPARK™ Session' }],
};

function catalogueApi(history: CatalogueHistoryEntry[] = []): FakeApi {
  const list: CatalogueList = { revision: 4, items: [spark, membership], history };
  return adminApi().on('GET', '/api/admin/catalogue', list);
}

const renderCatalogue = (api: FakeApi) => renderAdmin(api, '/admin/catalogue');

describe('Admin: catalogue list and history', () => {
  it('shows a spinner, then each item at its live price and an untouched history', async () => {
    renderCatalogue(catalogueApi());
    expect(await screen.findByText('Loading the catalogue')).toBeTruthy();
    const items = await screen.findByRole('list', { name: 'Catalogue items' });
    const [first, second] = within(items).getAllByRole('listitem');
    expect(first?.textContent).toContain('$1,500 · one-time · 90 minutes');
    expect(first?.textContent).toContain('Live local price: made at the next checkout');
    expect(second?.textContent).toContain('$240 $300 on sale · every 3 months, 3 payments');
    expect(second?.textContent).toContain('Live Stripe price: price_123');
    expect(screen.getByText('No changes yet: the catalogue is as seeded.')).toBeTruthy();
  });

  it('says the catalogue could not be loaded', async () => {
    const api = adminApi().on(
      'GET',
      '/api/admin/catalogue',
      errorReply(500, 'internal', 'Database down'),
    );
    renderCatalogue(api);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The catalogue could not be loaded. Reload the page to try again.',
    );
  });

  it('lists who changed which item, from and to', async () => {
    renderCatalogue(catalogueApi([renamed]));
    const history = await screen.findByRole('list', { name: 'Catalogue history' });
    const heading = within(history).getByText('owner@studio.dev').closest('p');
    expect(heading?.textContent).toMatch(/ · owner@studio\.dev · SPARK™ Session$/);
    const change = within(history).getByText('Spark Session').closest('li');
    expect(change?.textContent).toBe('name: Spark Session → SPARK™ Session');
  });

  it('opens one editor at a time and closes it on Cancel without a call', async () => {
    const api = catalogueApi();
    const { user } = renderCatalogue(api);
    const edit = await screen.findByRole('button', { name: 'Edit SPARK™ Session' });
    await user.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Edit SPARK™ Session' });
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('SPARK™ Session');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.callsTo('PUT', '/api/admin/catalogue')).toHaveLength(0);
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    const api = catalogueApi().on(
      'PUT',
      '/api/admin/catalogue/:key',
      errorReply(409, 'stale_revision', 'Someone else saved this item first. Reload to see it'),
    );
    const { user } = renderCatalogue(api);
    await user.click(await screen.findByRole('button', { name: 'Edit SPARK™ Session' }));
    const form = screen.getByRole('form', { name: 'Edit SPARK™ Session' });
    const name = within(form).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Spark');
    await user.click(within(form).getByRole('button', { name: 'Save SPARK™ Session' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Someone else saved this item first. Reload to see it. Nothing was saved.',
    );
    expect((name as HTMLInputElement).value).toBe('Spark');
  });
});

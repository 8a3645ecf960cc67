import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry, CatalogueList } from '~/shared/schemas/catalogue';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';

const spark: CatalogueEntry = {
  key: 'spark',
  name: 'SPARK™ Session',
  description: 'A 90-minute clarity session that finds the signal in your story.',
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
  live: { amount: 150_000, provider: 'local', priceId: 'spark' },
};

function catalogueApi() {
  const list: CatalogueList = { revision: 0, items: [spark], history: [] };
  return adminApi()
    .on('GET', '/api/admin/catalogue', list)
    .on('PUT', '/api/admin/catalogue/spark', (call) => ({
      ...spark,
      ...(call.body as object),
      revision: 1,
    }));
}

async function openEditor(api: ReturnType<typeof catalogueApi>) {
  const screenParts = renderAdmin(api, '/admin/catalogue');
  await screenParts.user.click(await screen.findByRole('button', { name: 'Edit SPARK™ Session' }));
  const form = screen.getByRole('form', { name: 'Edit SPARK™ Session' });
  return { ...screenParts, form, price: within(form).getByLabelText(/^Price/) };
}

describe('Admin: catalogue editor prices', () => {
  it.each([
    ['-1500', 'Price: Enter a price in dollars and cents, like 1,500 or 19.99. Nothing was saved.'],
    [
      '19.999',
      'Price: Enter a price in dollars and cents, like 1,500 or 19.99. Nothing was saved.',
    ],
    [
      'fifteen',
      'Price: Enter a price in dollars and cents, like 1,500 or 19.99. Nothing was saved.',
    ],
    ['0.50', 'Price: A price is at least $1. Nothing was saved.'],
    ['2,000,000', 'Price: A price is at most $1,000,000. Nothing was saved.'],
  ])('refuses %s with a clear error, without calling the server', async (typed, message) => {
    const api = catalogueApi();
    const { user, form, price } = await openEditor(api);
    await user.clear(price);
    await user.type(price, typed);
    await user.click(within(form).getByRole('button', { name: 'Save SPARK™ Session' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
    expect(api.callsTo('PUT', '/api/admin/catalogue')).toHaveLength(0);
  });

  it('refuses a sale that ends before it starts, without calling the server', async () => {
    const api = catalogueApi();
    const { user, form } = await openEditor(api);
    await user.click(within(form).getByLabelText(/A sale price between two dates/));
    await user.type(within(form).getByLabelText(/^Sale price/), '1,200');
    await user.type(within(form).getByLabelText(/^Starts/), '2027-03-10T09:00');
    await user.type(within(form).getByLabelText(/^Ends/), '2027-03-01T09:00');
    await user.click(within(form).getByRole('button', { name: 'Save SPARK™ Session' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Sale end: The sale must end after it starts. Nothing was saved.',
    );
    expect(api.callsTo('PUT', '/api/admin/catalogue')).toHaveLength(0);
  });

  it('sends a price with cents as whole cents', async () => {
    const api = catalogueApi();
    const { user, form, price } = await openEditor(api);
    await user.clear(price);
    await user.type(price, '$1,499.9');
    await user.click(within(form).getByRole('button', { name: 'Save SPARK™ Session' }));
    await screen.findByText('SPARK™ Session saved');
    const [saved] = api.callsTo('PUT', '/api/admin/catalogue/spark');
    expect(saved?.body).toMatchObject({ amount: 149_990, revision: 0, sale: null });
  });
});

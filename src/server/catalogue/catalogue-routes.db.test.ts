import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueDollars } from '../../shared/catalogue-prices.ts';
import type {
  CatalogueEdit,
  CatalogueEntry,
  CatalogueList,
} from '../../shared/schemas/catalogue.ts';
import type { PublicSiteState } from '../../shared/schemas/site-settings.ts';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;
let admin: TestAccount;
let member: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAccount(testApp.app, 'catalogue-admin@example.com');
  member = await signUpAccount(testApp.app, 'catalogue-member@example.com');
  await makeAdmin(testApp.database, admin);
});
beforeEach(async () => {
  const { db } = testApp.database;
  await db.deleteFrom('catalogue_provider_prices').execute();
  await db.deleteFrom('catalogue_history').execute();
  await db.deleteFrom('catalogue_items').execute();
  await db.updateTable('catalogue_state').set({ revision: 0 }).execute();
});
afterAll(async () => {
  await testApp.close();
});

const url = '/api/admin/catalogue';
const list = async (account: TestAccount = admin) => {
  const response = await testApp.app.inject({ method: 'GET', url, headers: account.headers });
  expect(response.statusCode).toBe(200);
  return response.json<CatalogueList>();
};
const entry = async (key: string) => (await list()).items.find((item) => item.key === key)!;
const save = (key: string, payload: object, account: TestAccount | null = admin) =>
  testApp.app.inject({
    method: 'PUT',
    url: `${url}/${key}`,
    headers: account?.headers ?? {},
    payload,
  });
/** The item as the admin form would send it back, with some fields changed. */
const editOf = (item: CatalogueEntry, change: Partial<CatalogueEdit> = {}): CatalogueEdit => ({
  revision: item.revision,
  name: item.name,
  description: item.description,
  amount: item.amount,
  duration: item.duration,
  included: item.included,
  ladderProducts: item.ladderProducts,
  sale: item.sale,
  ...change,
});
const publicState = async () =>
  (await testApp.app.inject({ method: 'GET', url: '/api/site-settings' })).json<PublicSiteState>();

describe('catalogue API', () => {
  it('is for admins only', async () => {
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'GET', url, headers: member.headers })).statusCode,
    ).toBe(403);
    const spark = await entry('spark');
    expect((await save('spark', editOf(spark, { amount: 100 }), member)).statusCode).toBe(403);
    expect((await save('spark', editOf(spark, { amount: 100 }), null)).statusCode).toBe(401);
    expect((await entry('spark')).amount).toBe(catalogueDollars.spark * 100);
  });

  it("is seeded from today's catalogue, with the local provider's live price", async () => {
    const { revision, items, history } = await list();
    expect(revision).toBe(0);
    expect(history).toEqual([]);
    expect(items.map((item) => item.key)).toContain('completeSignalStack');
    const spark = items.find((item) => item.key === 'spark')!;
    expect(spark).toMatchObject({
      name: 'SPARK™ Session',
      amount: 150_000,
      mode: 'payment',
      duration: '90 minutes',
      ladderProducts: ['spark'],
      sale: null,
      live: { amount: 150_000, provider: 'local', priceId: 'spark' },
    });
    const muse = items.find((item) => item.key === 'muse')!;
    expect(muse).toMatchObject({ mode: 'subscription', intervalMonths: 3 });
    const plan = items.find((item) => item.key === 'bizBuiltNowPlan')!;
    expect(plan.installments).toBe(3);
  });

  it('saves a price, records who changed what, and the public state shows it', async () => {
    const spark = await entry('spark');
    const response = await save('spark', editOf(spark, { amount: 175_000 }));
    expect(response.statusCode).toBe(200);
    expect(response.json<CatalogueEntry>()).toMatchObject({
      amount: 175_000,
      revision: 1,
      live: { amount: 175_000, priceId: 'spark' },
    });
    const { revision, history } = await list();
    expect(revision).toBe(1);
    expect(history).toEqual([
      {
        revision: 1,
        key: 'spark',
        changedAt: expect.any(String),
        changedBy: 'catalogue-admin@example.com',
        changes: [{ field: 'Price', from: '$1,500', to: '$1,750' }],
      },
    ]);
    const state = await publicState();
    expect(state.catalogue).toMatchObject({ revision: 1, dollars: { spark: 1_750 } });
  });

  it('takes a price with cents, and the pages get it to the cent', async () => {
    const spark = await entry('spark');
    const saved = await save('spark', editOf(spark, { amount: 149_999 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CatalogueEntry>().live.amount).toBe(149_999);
    const { history } = await list();
    expect(history[0]?.changes).toEqual([{ field: 'Price', from: '$1,500', to: '$1,499.99' }]);
    expect((await publicState()).catalogue.dollars.spark).toBe(1_499.99);
  });

  it('a save that changes nothing keeps the revision and writes no history', async () => {
    const spark = await entry('spark');
    expect((await save('spark', editOf(spark))).statusCode).toBe(200);
    expect((await list()).revision).toBe(0);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const spark = await entry('spark');
    const cases: [Partial<CatalogueEdit>, string][] = [
      [{ amount: -100 }, 'A price cannot be negative'],
      [{ amount: 50 }, 'A price is at least $1'],
      [{ amount: 0 }, 'A price is at least $1'],
      [{ amount: 900_000_000 }, 'A price is at most $1,000,000'],
      [{ amount: 150_050.5 }, 'A price has at most two decimals (cents)'],
      [{ name: '   ' }, 'Enter a name'],
      [
        {
          sale: {
            amount: 100_000,
            startsAt: '2027-03-10T00:00:00Z',
            endsAt: '2027-03-01T00:00:00Z',
          },
        },
        'The sale must end after it starts',
      ],
      [
        {
          sale: {
            amount: 200_000,
            startsAt: '2027-03-01T00:00:00Z',
            endsAt: '2027-03-10T00:00:00Z',
          },
        },
        'A sale price is lower than the regular price',
      ],
    ];
    for (const [change, message] of cases) {
      const response = await save('spark', editOf(spark, change));
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await save('nothing', editOf(spark))).statusCode).toBe(404);
    const after = await list();
    expect(after.revision).toBe(0);
    expect(after.items.find((item) => item.key === 'spark')).toEqual(spark);
  });

  it('refuses a save over a newer revision of the item', async () => {
    const spark = await entry('spark');
    expect((await save('spark', editOf(spark, { amount: 160_000 }))).statusCode).toBe(200);
    const stale = await save('spark', editOf(spark, { name: 'SPARK™ Intensive' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: { code: string } }>().error.code).toBe('catalogue_conflict');
    expect((await entry('spark')).name).toBe('SPARK™ Session');
  });

  it('sells at the sale price only between its start and end', async () => {
    const velocity = await entry('brandFuelVelocity');
    const now = Date.now();
    const sale = {
      amount: 99_500,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    };
    const saved = await save('brandFuelVelocity', editOf(velocity, { sale }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CatalogueEntry>().live.amount).toBe(99_500);
    expect((await publicState()).catalogue.dollars.brandFuelVelocity).toBe(995);
    const later = editOf(saved.json<CatalogueEntry>(), {
      sale: {
        ...sale,
        startsAt: new Date(now + 3_600_000).toISOString(),
        endsAt: new Date(now + 7_200_000).toISOString(),
      },
    });
    expect((await save('brandFuelVelocity', later)).json<CatalogueEntry>().live.amount).toBe(
      129_500,
    );
    const { history } = await list();
    expect(history[0]?.changes[0]).toMatchObject({ field: 'Sale' });
  });
});

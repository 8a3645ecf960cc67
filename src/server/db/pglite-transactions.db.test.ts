import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';

const isPGlite = !process.env.DATABASE_URL;

/**
 * How long a query outside a paused transaction gets to run. Proving that something does
 * not happen needs a time bound; on PostgreSQL the query finishes well within it, on
 * PGlite it must still be waiting when it ends.
 */
const outsideQueryGraceMs = 300;

function lead(name: string) {
  return { name, email: `${name}@example.com`, message: 'hello', source: 'contact' as const };
}

function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

/** Opens a transaction, inserts a lead inside it, and holds it open until told to roll back. */
function pausedTransaction(database: Database) {
  let rollBack!: () => void;
  const mayFinish = new Promise<void>((resolve) => (rollBack = resolve));
  let markInserted!: () => void;
  const inserted = new Promise<void>((resolve) => (markInserted = resolve));
  const finished = database.db
    .transaction()
    .execute(async (transaction) => {
      await transaction.insertInto('leads').values(lead('inside')).execute();
      markInserted();
      await mayFinish;
      throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if ((error as Error).message !== 'roll back') throw error;
    });
  return { inserted, rollBack, finished };
}

describe('queries while a transaction is open', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  const leadNames = async () =>
    (await database.db.selectFrom('leads').select('name').orderBy('name').execute()).map(
      (row) => row.name,
    );

  it('keep a concurrent query out of another caller’s transaction', async () => {
    const transaction = pausedTransaction(database);
    await transaction.inserted;

    const outside = database.db.insertInto('leads').values(lead('outside')).execute();
    await settlesWithin(outside, outsideQueryGraceMs);
    transaction.rollBack();
    await Promise.all([transaction.finished, outside]);

    // The rollback took only its own row; the outside insert was never part of it.
    expect(await leadNames()).toEqual(['outside']);
  });

  it('see nothing a transaction has not committed', async () => {
    const transaction = pausedTransaction(database);
    await transaction.inserted;

    const seen = leadNames();
    await settlesWithin(seen, outsideQueryGraceMs);
    transaction.rollBack();
    await transaction.finished;
    expect(await seen).toEqual([]);
  });

  it('wait on PGlite until the transaction ends, and run alongside it on PostgreSQL', async () => {
    const transaction = pausedTransaction(database);
    await transaction.inserted;

    const outside = database.db.insertInto('leads').values(lead('outside')).execute();
    // PGlite has one connection, so the outside query queues; PostgreSQL uses another one.
    expect(await settlesWithin(outside, outsideQueryGraceMs)).toBe(!isPGlite);
    transaction.rollBack();
    await expect(outside).resolves.toBeDefined();
    await transaction.finished;
  });

  it('keep working after a transaction fails inside', async () => {
    await expect(
      database.db.transaction().execute(async (transaction) => {
        await transaction.insertInto('leads').values(lead('doomed')).execute();
        await transaction
          .insertInto('leads')
          .values({ ...lead('bad'), status: 'bogus' as never })
          .execute();
      }),
    ).rejects.toThrow();
    await database.db.insertInto('leads').values(lead('after')).execute();
    expect(await leadNames()).toEqual(['after']);
  });
});

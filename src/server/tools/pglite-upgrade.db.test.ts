import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { signUpAccount } from '../testing/test-accounts.ts';
import { openDatabase, wrapPGlite } from '../db/database.ts';
import { movePGliteToPostgres } from '../db/engine/pglite-move.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { testConfig } from '../testing/test-app.ts';
import { upgradeEmbeddedDatabase } from './pglite-upgrade.ts';

const folders = { pglite: 'pglite', postgres: 'postgres' };
let dataDir: string;
let ownerId: string;
let folderId: string;

/** A data directory as an earlier version left it: PGlite with an account, tasks, events. */
async function seedPGliteDataDir(): Promise<void> {
  const pglite = await PGlite.create({ dataDir: path.join(dataDir, folders.pglite) });
  const database = wrapPGlite(pglite);
  await migrateToLatest(database.db);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  const owner = await signUpAccount(app, 'moved@studio.dev');
  ownerId = owner.id;
  const folder = await app.inject({
    method: 'POST',
    url: '/api/todo-folders',
    headers: owner.headers,
    payload: { name: 'Carried over' },
  });
  folderId = folder.json<{ id: string }>().id;
  for (const title of ['First', 'Second ✓ with ünïcode']) {
    await app.inject({
      method: 'POST',
      url: '/api/todos',
      headers: owner.headers,
      payload: { title, folder_id: folderId },
    });
  }
  await sql`UPDATE site_settings SET version = 7, settings = '{"banner":{"text":"kept"}}'`.execute(
    database.db,
  );
  await sql`INSERT INTO analytics_open_kinds (day, kind, events, visitors) VALUES (current_date, 'page_view', 5, 2)`.execute(
    database.db,
  );
  await sql`UPDATE analytics_open_mark SET summed_below = '900000'`.execute(database.db);
  await app.close();
  await database.close();
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-move-'));
  await seedPGliteDataDir();
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('moving an earlier PGlite data directory into embedded PostgreSQL', () => {
  it('leaves everything in place when the copy fails', async () => {
    const failing = () => Promise.reject(new Error('disk full'));
    await expect(movePGliteToPostgres(dataDir, folders, failing)).rejects.toThrow('disk full');
    expect(readdirSync(dataDir).sort()).toEqual([folders.pglite]);
  }, 120_000);

  it('copies every row, keeps the old folder aside, and the account signs in again', async () => {
    const note = await upgradeEmbeddedDatabase(dataDir);
    expect(note).toMatchObject({ level: 'info', details: { keptAt: expect.any(String) } });
    expect(readdirSync(dataDir).sort()).toEqual([
      `${folders.pglite}-moved-${new Date().toISOString().slice(0, 10)}`,
      folders.postgres,
    ]);
    // Nothing left to move: a second start is a no-op.
    expect(await upgradeEmbeddedDatabase(dataDir)).toBeUndefined();

    const database = await openDatabase({ dataDir });
    try {
      expect(database.engine).toBe('postgres');
      const app = await buildApp({ config: testConfig(), database, logger: false });
      await app.ready();
      const signIn = await app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: 'moved@studio.dev', password: 'Crm-test-passphrase-42' },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const headers = {
        authorization: `Bearer ${signIn.json<{ access_token: string }>().access_token}`,
      };
      const list = await app.inject({ method: 'GET', url: '/api/todos', headers });
      const titles = list.json<{ todos: { title: string; folder_id: string }[] }>().todos;
      expect(titles.map((todo) => todo.title).sort()).toEqual(['First', 'Second ✓ with ünïcode']);
      expect(titles.every((todo) => todo.folder_id === folderId)).toBe(true);
      // Triggers work again after the copy: a new todo bumps the list and is listed.
      const added = await app.inject({
        method: 'POST',
        url: '/api/todos',
        headers,
        payload: { title: 'Third' },
      });
      expect(added.statusCode, added.body).toBe(201);

      const settings = await database.db
        .selectFrom('site_settings')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(settings).toMatchObject({ version: 7, settings: { banner: { text: 'kept' } } });
      // Identity counters continue after the copied rows.
      const session = await database.db
        .selectFrom('auth_refresh_tokens')
        .select(sql<string>`max(id)`.as('top'))
        .executeTakeFirstOrThrow();
      expect(Number(session.top)).toBeGreaterThan(1);
      // The old database's transaction ids mean nothing here: the open-day sums start over.
      const mark = await database.db
        .selectFrom('analytics_open_mark')
        .select('summed_below')
        .executeTakeFirstOrThrow();
      expect(mark.summed_below).toBe('0');
      expect(await database.db.selectFrom('analytics_open_kinds').selectAll().execute()).toEqual(
        [],
      );
      expect(
        await database.db
          .selectFrom('todo_profiles')
          .select('id')
          .where('id', '=', ownerId)
          .execute(),
      ).toHaveLength(1);
      await app.close();
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, `${folders.postgres}.partial`))).toBe(false);
  }, 180_000);
});

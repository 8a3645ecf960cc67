import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { testConfig } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { changeRole, setRoleForEmail } from './admin-role.ts';

describe('npm run admin -- promote|demote <email>', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const user = await database.db
      .insertInto('auth_users')
      .values({ email: 'ada@studio.dev', encrypted_password: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('todo_profiles')
      .values({ id: user.id, email: 'ada@studio.dev' })
      .execute();
  });
  afterAll(async () => {
    await database.close();
  });

  const role = async () =>
    (await database.db.selectFrom('todo_profiles').select('role').executeTakeFirstOrThrow()).role;

  it('promotes and demotes an account by e-mail', async () => {
    expect(await setRoleForEmail(database.db, 'ada@studio.dev', 'admin')).toBe(
      'ada@studio.dev is now an admin.',
    );
    expect(await role()).toBe('admin');
    expect(await setRoleForEmail(database.db, 'ada@studio.dev', 'user')).toBe(
      'ada@studio.dev is now a regular user.',
    );
    expect(await role()).toBe('user');
  });

  it('says so when no account has the e-mail', async () => {
    await expect(setRoleForEmail(database.db, 'nobody@studio.dev', 'admin')).rejects.toThrow(
      /No account uses nobody@studio.dev/,
    );
  });

  describe('on the embedded database', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'admin-role-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('refuses while a running server holds the data directory, without opening it', async () => {
      // Another live process's pid in the lock file is what a running server leaves there.
      writeFileSync(path.join(dataDir, 'server.lock'), `${process.ppid}\n`);
      const config = testConfig({ dataDir, databaseUrl: undefined });
      await expect(changeRole(config, 'promote', 'ada@studio.dev')).rejects.toThrow(
        /running server \(pid \d+\) holds .*must not be opened twice/,
      );
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
      rmSync(path.join(dataDir, 'server.lock'));
    });

    it('refuses a data directory that has no database yet, and a malformed e-mail', async () => {
      const config = testConfig({ dataDir, databaseUrl: undefined });
      await expect(changeRole(config, 'promote', 'ada@studio.dev')).rejects.toThrow(/No database/);
      await expect(changeRole(config, 'promote', 'not-an-email')).rejects.toThrow(/not an e-mail/);
    });
  });
});

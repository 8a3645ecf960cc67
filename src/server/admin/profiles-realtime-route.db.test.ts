import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import type { Interest, RowChangeNotice } from '../realtime/table-route.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { profilesRealtimeRoute } from './profiles-realtime-route.ts';

let database: Database;
const ids = {
  admin: '00000000-0000-4000-8000-00000000000a',
  member: '00000000-0000-4000-8000-00000000000b',
};

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [role, id] of [
    ['admin', ids.admin],
    ['user', ids.member],
  ] as const) {
    const email = `${role}@example.com`;
    await database.db
      .insertInto('auth_users')
      .values({ id, email, encrypted_password: 'x' })
      .execute();
    await database.db.insertInto('todo_profiles').values({ id, email, role }).execute();
  }
});
afterAll(async () => {
  await database.close();
});

const everyone: Interest = { any: true, wants: () => true };
const memberRow = {
  id: ids.member,
  email: 'user@example.com',
  role: 'admin',
  created_at: '2026-11-21T19:04:13.123456+00:00',
};
const update: RowChangeNotice = {
  schema: 'public',
  table: 'todo_profiles',
  op: 'UPDATE',
  new: memberRow,
  old: { ...memberRow, role: 'user' },
};

describe('profilesRealtimeRoute', () => {
  it('sends a profile change to the admins only, as admin data, with the overview fields', async () => {
    const deliveries = await profilesRealtimeRoute(database.db).route([update], everyone);
    expect(deliveries).toEqual([
      {
        userIds: [ids.admin],
        change: {
          table: 'todo_profiles',
          op: 'update',
          row: {
            id: ids.member,
            email: 'user@example.com',
            role: 'admin',
            createdAt: '2026-11-21T19:04:13.123Z',
          },
        },
        adminOnly: true,
      },
    ]);
  });

  it('sends a deletion as the id alone', async () => {
    const deletion: RowChangeNotice = { ...update, op: 'DELETE', new: null, old: memberRow };
    const [delivery] = await profilesRealtimeRoute(database.db).route([deletion], everyone);
    expect(delivery?.change).toMatchObject({ op: 'delete', row: { id: ids.member } });
  });

  it('sends nothing when no admin is listening', async () => {
    const onlyMember: Interest = { any: true, wants: (userId) => userId === ids.member };
    expect(await profilesRealtimeRoute(database.db).route([update], onlyMember)).toEqual([]);
    const nobody: Interest = { any: false, wants: () => false };
    expect(await profilesRealtimeRoute(database.db).route([update], nobody)).toEqual([]);
  });
});

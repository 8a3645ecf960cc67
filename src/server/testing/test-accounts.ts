import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** A signed-up account for route tests: its id and the headers that authenticate it. */
export interface TestAccount {
  id: string;
  email: string;
  accessToken: string;
  headers: { authorization: string };
}

const testPassword = 'Crm-test-passphrase-42';
let addressCounter = 0;

/**
 * Signs up through the real /auth/v1/signup, so the tests exercise the same bearer-token
 * path as the browser. Each sign-up comes from its own address to stay clear of the
 * per-address sign-up limit.
 */
export async function signUpAccount(app: FastifyInstance, email: string): Promise<TestAccount> {
  addressCounter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password: testPassword },
    remoteAddress: `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const session = response.json<{ access_token: string; user: { id: string } }>();
  return {
    id: session.user.id,
    email,
    accessToken: session.access_token,
    headers: { authorization: `Bearer ${session.access_token}` },
  };
}

/** Promotes directly in the database, as `npm run admin -- promote` would. */
export async function makeAdmin(database: Database, account: TestAccount): Promise<void> {
  await database.db
    .updateTable('todo_profiles')
    .set({ role: 'admin' })
    .where('id', '=', account.id)
    .execute();
}

import type { Kysely } from 'kysely';
import { isValidEmail, normaliseEmail } from '../../shared/schemas/auth.ts';
import type { Config } from '../config.ts';
import type { AppRole, DB } from '../db/schema/schema.ts';
import { setRoleByEmail } from '../profiles/profiles-repository.ts';
import { rotateSigningKey } from '../auth/keys/signing-keys.ts';
import { withToolDatabase } from './tool-database.ts';

export const adminUsage = `  npm run admin -- promote <email>  give an account the admin role
  npm run admin -- demote <email>   make an admin a regular user again
  npm run admin -- rotate-signing-key  sign new access tokens with a new key (docs/accounts-and-security.md)`;

const roleFor = { promote: 'admin', demote: 'user' } as const satisfies Record<string, AppRole>;
type AdminAction = keyof typeof roleFor;

/** Sets the role of the account with this e-mail; throws when there is none. */
export async function setRoleForEmail(
  db: Kysely<DB>,
  email: string,
  role: AppRole,
): Promise<string> {
  const profile = await setRoleByEmail(db, email, role);
  if (!profile) throw new Error(`No account uses ${email}. It must sign up first.`);
  return role === 'admin' ? `${email} is now an admin.` : `${email} is now a regular user.`;
}

/** Opens the server's database for one command (refused while a server holds an embedded one). */
const withDatabase = <T>(config: Config, run: (db: Kysely<DB>) => Promise<T>) =>
  withToolDatabase(
    { ...config, whileServing: ' (a role can also be changed in the Admin Dashboard)' },
    run,
  );

/**
 * Opens the database itself and changes one role. The embedded database belongs to one
 * process, so while a server holds the data directory this refuses instead of opening it
 * a second time (opening also takes the lock, so a server starting meanwhile is caught).
 */
export async function changeRole(config: Config, action: AdminAction, rawEmail: string) {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw new Error(`"${rawEmail}" is not an e-mail address.`);
  return withDatabase(config, (db) => setRoleForEmail(db, email, roleFor[action]));
}

/** `admin promote|demote <email>` or `admin rotate-signing-key`; returns the exit code. */
export async function runAdminCommand(config: Config, args: string[]): Promise<number> {
  const [action, email, ...extra] = args;
  if (action === 'rotate-signing-key' && !email) {
    const { retired, current } = await withDatabase(config, (db) =>
      rotateSigningKey(db, config.secrets.jwtSecret),
    );
    console.log(
      `New access tokens are signed with key ${current}` +
        (retired ? `; ${retired} verifies the tokens it signed until they expire.` : '.'),
    );
    return 0;
  }
  if ((action !== 'promote' && action !== 'demote') || !email || extra.length > 0) {
    console.error(`Usage:\n${adminUsage}`);
    return 2;
  }
  console.log(await changeRole(config, action, email));
  return 0;
}

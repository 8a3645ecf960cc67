import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuthUsersTable, DB } from '../db/schema/schema.ts';

export type AuthUser = Selectable<AuthUsersTable>;

export interface NewAuthUser {
  email: string;
  encryptedPassword: string;
  userMetadata: Record<string, unknown>;
  /** Whether sign-up opens a session (not while confirmation comes first). */
  signsIn: boolean;
}

/** The new user, or undefined when the e-mail is taken (also under a concurrent sign-up). */
export async function insertUser(db: Kysely<DB>, user: NewAuthUser): Promise<AuthUser | undefined> {
  return db
    .insertInto('auth_users')
    .values({
      email: user.email,
      encrypted_password: user.encryptedPassword,
      user_metadata: JSON.stringify(user.userMetadata),
      // Unconfirmed until the link mailed on sign-up is followed (email-confirmation.ts).
      email_confirmed_at: null,
      last_sign_in_at: user.signsIn ? sql<Date>`now()` : null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findUserByEmail(db: Kysely<DB>, email: string): Promise<AuthUser | undefined> {
  return db.selectFrom('auth_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: string): Promise<AuthUser | undefined> {
  return db.selectFrom('auth_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function recordSignIn(db: Kysely<DB>, id: string): Promise<AuthUser> {
  return db
    .updateTable('auth_users')
    .set({ last_sign_in_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface UserChanges {
  encryptedPassword?: string;
  userMetadata?: Record<string, unknown>;
}

export function updateUser(db: Kysely<DB>, id: string, changes: UserChanges): Promise<AuthUser> {
  return db
    .updateTable('auth_users')
    .set({ updated_at: sql<Date>`now()` })
    .$if(changes.encryptedPassword !== undefined, (query) =>
      query.set({ encrypted_password: changes.encryptedPassword }),
    )
    .$if(changes.userMetadata !== undefined, (query) =>
      query.set({ user_metadata: JSON.stringify(changes.userMetadata) }),
    )
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks the address proven (the first time only: a second link changes nothing). */
export function confirmEmail(db: Kysely<DB>, id: string): Promise<AuthUser> {
  return db
    .updateTable('auth_users')
    .set({
      email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())`,
      last_sign_in_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

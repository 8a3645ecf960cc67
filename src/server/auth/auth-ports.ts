import type { Kysely } from 'kysely';
import type { AppRole, DB } from '../db/schema/schema.ts';

/**
 * The mails auth sends, by kind, with the data each template needs. Auth owns this list
 * and the mail feature implements it (`accountMailSender` in mail/), so auth imports no
 * feature; a template whose data drifts from this list fails the typecheck there.
 */
export interface AccountMailData {
  welcome: {
    email: string;
    dashboardUrl: string;
    nextStep: { title: string; detail: string; label: string; url: string };
    confirmationUrl?: string;
  };
  signup_confirmation: { link: string; validHours: number };
  signup_existing_account: { signInUrl: string; resetUrl: string };
  email_change: { link: string; validHours: number; currentEmail: string };
  reauthentication_code: { code: string; validMinutes: number };
  sign_in_link: { link: string; code: string; validMinutes: number };
  password_recovery: { link: string; validMinutes: number };
}

export type AccountMailKind = keyof AccountMailData;

/** One account mail: the kind decides the data's shape. */
export type AccountMail = {
  [Kind in AccountMailKind]: {
    kind: Kind;
    to: string;
    data: AccountMailData[Kind];
    /** One event, one mail: queueing the same key again does nothing. */
    idempotencyKey: string;
  };
}[AccountMailKind];

/** Queues an account mail inside the caller's transaction (it exists exactly when the event does). */
export type SendAccountMail = (trx: Kysely<DB>, mail: AccountMail) => Promise<void>;

/** The profile row every account has beside its auth user, and the role it carries. */
export interface AccountProfiles {
  /** In the sign-up transaction. */
  insert(trx: Kysely<DB>, profile: { id: string; email: string; role: AppRole }): Promise<void>;
  findRole(db: Kysely<DB>, userId: string): Promise<AppRole | undefined>;
  setRole(db: Kysely<DB>, userId: string, role: AppRole): Promise<void>;
}

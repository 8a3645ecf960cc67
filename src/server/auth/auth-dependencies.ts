import type { Kysely } from 'kysely';
import type { EmailConfirmation } from '../config.ts';
import type { DB } from '../db/schema/schema.ts';
import type { AccountProfiles, SendAccountMail } from './auth-ports.ts';
import { defaultAuthRateLimits, type AuthRateLimits } from './rate-limits.ts';
import type { SigningKeyStore } from './keys/signing-keys.ts';
import type { AccessTokens } from './tokens.ts';

export interface AuthSettings {
  rateLimits: AuthRateLimits;
  /** GoTrue's default JWT expiry. */
  accessTokenSeconds: number;
  /**
   * GoTrue's refresh-token reuse interval: a just-rotated token may be presented again
   * this long (two tabs refreshing at once) without being treated as stolen.
   */
  refreshTokenReuseGraceSeconds: number;
  recoveryLinkSeconds: number;
  /** A second reset mail to one account within this time is silently skipped. */
  recoveryResendSeconds: number;
  /** GoTrue's MAILER_OTP_EXP: how long a confirmation link works. */
  confirmationLinkSeconds: number;
  /** GoTrue's SMTP_MAX_FREQUENCY: a second confirmation mail within this time is skipped. */
  confirmationResendSeconds: number;
}

export const defaultAuthSettings: AuthSettings = {
  rateLimits: defaultAuthRateLimits,
  accessTokenSeconds: 60 * 60,
  refreshTokenReuseGraceSeconds: 10,
  recoveryLinkSeconds: 60 * 60,
  recoveryResendSeconds: 60,
  confirmationLinkSeconds: 24 * 60 * 60,
  confirmationResendSeconds: 60,
};

/**
 * What other features do when a person proves an address (a confirmation link, a sign-in
 * code, an e-mail change): billing joins the guest purchases made with it. Passed in, so
 * auth knows no feature.
 */
export interface AddressProvenHooks {
  /** Inside the transaction that proves the address. */
  record(trx: Kysely<DB>, proven: ProvenAddress): Promise<void>;
  /** Once that transaction committed; a failure here never undoes the proof. */
  afterCommit(proven: ProvenAddress): Promise<void>;
}

export interface ProvenAddress {
  userId: string;
  email: string;
}

/** Everything the auth services need, built once per app. */
export interface AuthDependencies {
  db: Kysely<DB>;
  settings: AuthSettings;
  accessTokens: AccessTokens;
  /** Seals TOTP secrets (never stored in the clear); shared by every process. */
  jwtSecret: string;
  /** The ES256 keys that sign access tokens, published at /.well-known/jwks.json. */
  signingKeys: SigningKeyStore;
  /** Lower-cased addresses that get the admin role once the address is confirmed. */
  adminEmails: readonly string[];
  emailConfirmation: EmailConfirmation;
  sendAccountMail: SendAccountMail;
  profiles: AccountProfiles;
  addressProven: AddressProvenHooks;
  /** Where links in e-mails point (the site's own origin). */
  publicUrl: string;
}

/** Who is asking, recorded on the session. */
export interface ClientInfo {
  ipAddress: string;
  userAgent: string | undefined;
}

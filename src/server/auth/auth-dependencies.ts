import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { defaultAuthRateLimits, type AuthRateLimits } from './rate-limits.ts';
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
}

export const defaultAuthSettings: AuthSettings = {
  rateLimits: defaultAuthRateLimits,
  accessTokenSeconds: 60 * 60,
  refreshTokenReuseGraceSeconds: 10,
  recoveryLinkSeconds: 60 * 60,
  recoveryResendSeconds: 60,
};

/** Everything the auth services need, built once per app. */
export interface AuthDependencies {
  db: Kysely<DB>;
  settings: AuthSettings;
  accessTokens: AccessTokens;
  /** Lower-cased addresses that get the admin role on sign-up and sign-in. */
  adminEmails: readonly string[];
  mailer: Mailer;
  /** Where links in e-mails point (the site's own origin). */
  publicUrl: string;
}

/** Who is asking, recorded on the session. */
export interface ClientInfo {
  ipAddress: string;
  userAgent: string | undefined;
}

import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AccountProfiles, SendAccountMail } from './auth-ports.ts';
import {
  defaultAuthSettings,
  type AddressProvenHooks,
  type AuthDependencies,
  type AuthSettings,
} from './auth-dependencies.ts';
import { registerRequestAuthentication } from '../http/request-authentication.ts';
import { authRoutes } from './auth-routes.ts';
import { recoveryCodeRoutes } from './mfa/recovery-code-routes.ts';
import { deleteStaleRateLimits } from '../rate-limits/rate-limits-repository.ts';
import { longestWindowSeconds } from '../rate-limits/rate-limiter.ts';
import { SigningKeyStore } from './keys/signing-keys.ts';
import { AccessTokens } from './tokens.ts';

export interface AuthOptions {
  config: Config;
  database: Database;
  /** Tests shorten limits and intervals; production uses GoTrue's defaults. */
  settings?: Partial<AuthSettings> | undefined;
  /** Account mails (sign-up, links, codes); the mail feature queues them. */
  sendAccountMail: SendAccountMail;
  /** The profile beside each account; the profiles feature stores it. */
  profiles: AccountProfiles;
  addressProven: AddressProvenHooks;
}

const staleCounterSweepMs = 10 * 60 * 1000;

/**
 * Builds the auth dependencies, mounts /auth/v1, the /api bearer-token hook and the
 * recovery codes, and sweeps stale rate-limit counters while the app runs. Returns the
 * dependencies for the features that check a bearer token themselves (billing, realtime).
 */
export async function registerAuth(
  app: FastifyInstance,
  { config, database, settings, sendAccountMail, profiles, addressProven }: AuthOptions,
): Promise<AuthDependencies> {
  const merged: AuthSettings = { ...defaultAuthSettings, ...settings };
  if (config.authTokenRateLimit !== undefined) {
    merged.rateLimits = {
      ...merged.rateLimits,
      token: { ...merged.rateLimits.token, max: config.authTokenRateLimit },
    };
  }
  const signingKeys = new SigningKeyStore(
    database.db,
    config.secrets.jwtSecret,
    merged.accessTokenSeconds,
  );
  await signingKeys.start();
  const auth: AuthDependencies = {
    db: database.db,
    settings: merged,
    signingKeys,
    jwtSecret: config.secrets.jwtSecret,
    accessTokens: new AccessTokens(
      config.secrets.jwtSecret,
      config.tokenIssuer,
      merged.accessTokenSeconds,
      signingKeys,
    ),
    adminEmails: config.adminEmails,
    emailConfirmation: config.emailConfirmation ?? 'after-sign-up',
    sendAccountMail,
    profiles,
    addressProven,
    publicUrl: config.publicUrl,
  };
  await app.register(authRoutes, { prefix: '/auth/v1', auth });
  // Before the feature plugins, so every /api route they add reads the bearer token.
  registerRequestAuthentication(app, auth);
  await app.register(recoveryCodeRoutes, { db: database.db });

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Every limit's counters, not only auth's: no rule counts over a longer window.
    sweep = setInterval(() => {
      deleteStaleRateLimits(database.db, longestWindowSeconds).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not sweep stale rate-limit counters'),
      );
    }, staleCounterSweepMs);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
  });
  return auth;
}

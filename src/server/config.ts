import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseStripeConfig, type StripeConfig } from './stripe-config.ts';
import { projectRoot } from './project-root.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Strict-Transport-Security max-age (seconds) for requests that arrived over HTTPS. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(31_536_000),
  WEB_ROOT: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Mails per second for the whole installation (the relay's limit); unset for no limit. */
  MAIL_SEND_RATE: z.coerce.number().positive().max(10_000).optional(),
  /** `off`: this process queues mails but does not deliver them (a web-only process). */
  MAIL_DELIVERY: z.enum(['on', 'off']).default('on'),
  /** Days a sent, failed or cancelled mail stays in the outbox before it is deleted. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  ADMIN_EMAILS: z.string().optional(),
  /** When a sign-up must follow its confirmation link: before any session, or later. */
  EMAIL_CONFIRMATION: z.enum(['after-sign-up', 'before-sign-in']).default('after-sign-up'),
  /** Whether admin routes and screens need a second factor (aal2): `required` or `optional`. */
  ADMIN_MFA: z.enum(['required', 'optional']).default('required'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** GoTrue's GOTRUE_RATE_LIMIT_TOKEN_REFRESH: /auth/v1/token requests per 5 minutes per address. */
  AUTH_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  /** Analytics beacons per minute per address (docs/analytics.md); benchmarks lift it. */
  ANALYTICS_BEACON_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  /** The media library's largest upload, in megabytes (decimals allowed). */
  MEDIA_MAX_UPLOAD_MB: z.coerce.number().positive().max(100).optional(),
  /** The media library's largest image canvas, in megapixels: the decompression-bomb guard. */
  MEDIA_MAX_MEGAPIXELS: z.coerce.number().positive().max(268).optional(),
  /** Demos and end-to-end tests: the server's clock starts at this instant. */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
});

/** The access-token issuer when PUBLIC_URL is unset: the same on every port and machine. */
export const defaultTokenIssuer = 'signal-studio/auth/v1';

export type Environment = z.infer<typeof environmentSchema>;

export interface Secrets {
  jwtSecret: string;
  /** Signs the local payment provider's webhook deliveries to ourselves. */
  localWebhookSecret: string;
}

export interface Config {
  env: Environment['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  /**
   * The `iss` of access tokens: `PUBLIC_URL/auth/v1` when PUBLIC_URL is set, else a fixed
   * value, so every process sharing JWT_SECRET accepts the others' tokens whatever its port.
   */
  tokenIssuer: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  trustProxy: boolean;
  /** Sent as Strict-Transport-Security on requests that arrived over HTTPS. */
  hstsMaxAgeSeconds: number;
  webRoot: string;
  secrets: Secrets;
  /** Stripe when STRIPE_SECRET_KEY is set; the built-in local payment provider otherwise. */
  stripe: StripeConfig | undefined;
  smtpUrl: string | undefined;
  /** Mails per second across every process; undefined: as fast as the relay accepts. */
  mailSendRate?: number | undefined;
  /** Whether this process delivers the outbox (MAIL_DELIVERY, on by default). */
  mailDelivery: boolean;
  mailRetentionDays: number;
  adminEmails: string[];
  /**
   * `after-sign-up` (default): a new account is signed in at once and waits for its link
   * only for what needs a proven mailbox; `before-sign-in`: no session until confirmed.
   */
  emailConfirmation?: EmailConfirmation | undefined;
  /**
   * `required` (the default when unset): admin routes answer 403 `insufficient_aal` until
   * the session verified a second factor; `optional` relaxes that.
   */
  adminMfa?: AdminMfa | undefined;
  /** Bearer token for GET /metrics; unset, /metrics answers 404. */
  metricsToken?: string | undefined;
  /** Overrides the 150 token requests per 5 minutes per client address (load tests). */
  authTokenRateLimit?: number | undefined;
  /** Overrides the analytics beacons allowed per minute per client address. */
  analyticsBeaconRateLimit?: number | undefined;
  /** The server clock's starting instant when CLOCK_START is set (see clock.ts). */
  clockStart?: string | undefined;
  /** Largest media upload in bytes (MEDIA_MAX_UPLOAD_MB); 10 MB when unset. */
  mediaMaxUploadBytes?: number | undefined;
  /** Largest media canvas in pixels (MEDIA_MAX_MEGAPIXELS); 40 megapixels when unset. */
  mediaMaxPixels?: number | undefined;
}

export type EmailConfirmation = 'after-sign-up' | 'before-sign-in';
export type AdminMfa = 'required' | 'optional';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; throws a ConfigError with one line per bad key. */
export function parseEnvironment(source: NodeJS.ProcessEnv): Environment {
  const blankless = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = environmentSchema.safeParse(blankless);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return result.data;
}

/**
 * The stored secrets; a file that is not a JSON object of strings stops the start with
 * what to do, never a bare SyntaxError (and never silently new secrets, which would
 * sign everyone out and orphan the local payment provider's webhooks).
 */
function readSecretsFile(file: string): Partial<Secrets> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw corruptSecrets(file, error instanceof Error ? error.message : String(error));
  }
  const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  const values = isObject ? Object.values(parsed as object) : [];
  if (!isObject || values.some((value) => typeof value !== 'string')) {
    throw corruptSecrets(file, 'not a JSON object of strings');
  }
  return parsed as Partial<Secrets>;
}

function corruptSecrets(file: string, reason: string): ConfigError {
  return new ConfigError([
    `${file} cannot be read (${reason}).`,
    'Restore it from a backup, or delete it to generate new secrets (everyone is signed out).',
  ]);
}

/**
 * Secrets that were not configured are generated once and kept in the data directory,
 * readable by the owner only, so tokens stay valid across restarts.
 */
export function loadOrCreateSecrets(dataDir: string, configuredJwtSecret?: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const hasFile = existsSync(file);
  const stored = hasFile ? readSecretsFile(file) : {};
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    localWebhookSecret: stored.localWebhookSecret ?? `whsec_${randomBytes(32).toString('base64')}`,
  };
  if (
    stored.jwtSecret !== secrets.jwtSecret ||
    stored.localWebhookSecret !== secrets.localWebhookSecret
  ) {
    mkdirSync(dataDir, { recursive: true });
    // Written aside and moved into place in one step, so a process starting at the same
    // moment never reads half a file; when two create it, the first wins and the other
    // adopts its secrets instead of running with a JWT secret nobody else knows.
    const draft = `${file}.${process.pid}.draft`;
    writeFileSync(draft, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    try {
      if (hasFile) renameSync(draft, file);
      else linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return loadOrCreateSecrets(dataDir, configuredJwtSecret);
    } finally {
      rmSync(draft, { force: true });
    }
  }
  chmodSync(file, 0o600);
  return configuredJwtSecret ? { ...secrets, jwtSecret: configuredJwtSecret } : secrets;
}

/**
 * @param defaultWebRoot where the built front end is when WEB_ROOT is unset: the server
 * bundle passes the folder beside itself.
 */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  defaultWebRoot = path.join(projectRoot, 'dist', 'web', 'client'),
): Config {
  const env = parseEnvironment(source);
  const { stripe, problems: stripeProblems } = parseStripeConfig(source);
  if (stripeProblems.length > 0) throw new ConfigError(stripeProblems);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    tokenIssuer: env.PUBLIC_URL
      ? `${env.PUBLIC_URL.replace(/\/$/, '')}/auth/v1`
      : defaultTokenIssuer,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    hstsMaxAgeSeconds: env.HSTS_MAX_AGE,
    webRoot: env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : defaultWebRoot,
    secrets: loadOrCreateSecrets(dataDir, env.JWT_SECRET),
    stripe,
    smtpUrl: env.SMTP_URL,
    mailSendRate: env.MAIL_SEND_RATE,
    mailDelivery: env.MAIL_DELIVERY === 'on',
    mailRetentionDays: env.MAIL_RETENTION_DAYS,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    emailConfirmation: env.EMAIL_CONFIRMATION,
    adminMfa: env.ADMIN_MFA,
    authTokenRateLimit: env.AUTH_TOKEN_RATE_LIMIT,
    analyticsBeaconRateLimit: env.ANALYTICS_BEACON_RATE_LIMIT,
    metricsToken: env.METRICS_TOKEN,
    clockStart: env.CLOCK_START,
    mediaMaxUploadBytes:
      env.MEDIA_MAX_UPLOAD_MB && Math.round(env.MEDIA_MAX_UPLOAD_MB * 1024 * 1024),
    mediaMaxPixels: env.MEDIA_MAX_MEGAPIXELS && Math.round(env.MEDIA_MAX_MEGAPIXELS * 1_000_000),
  };
}

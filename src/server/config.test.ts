import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  defaultTokenIssuer,
  loadConfig,
  loadOrCreateSecrets,
  parseEnvironment,
} from './config.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'studio-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function configError(source: NodeJS.ProcessEnv): ConfigError {
  try {
    parseEnvironment(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseEnvironment', () => {
  it('reports every bad key on exactly one line of its own', () => {
    const error = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(error.problems).toHaveLength(3);
    expect(error.problems.map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'LOG_LEVEL',
    ]);
    // The message printed at start is the same lines, one per row under a heading.
    expect(error.message.split('\n')).toHaveLength(4);
    expect(error.message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['JWT_SECRET', 'too-short'],
    ['TRUST_PROXY', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['STRIPE_SECRET_KEY', 'pk_live_123'],
    ['SMTP_URL', 'http://mail.example'],
    ['PUBLIC_URL', 'not a url'],
  ])('rejects %s=%s with one line naming the key', (key, value) => {
    const { problems } = configError({ [key]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${key}: `));
  });

  it('applies the documented defaults, treating blank values as unset', () => {
    const env = parseEnvironment({ PORT: '', LOG_LEVEL: '' });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('accepts both postgres URL spellings and boolean words', () => {
    expect(parseEnvironment({ DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL).toBeDefined();
    expect(parseEnvironment({ DATABASE_URL: 'postgresql://u@h/db' }).DATABASE_URL).toBeDefined();
    expect(parseEnvironment({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(true);
    expect(parseEnvironment({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });
});

describe('loadConfig', () => {
  it('derives the public URL, absolute data dir and admin list', () => {
    const config = loadConfig(
      { DATA_DIR: dataDir, PORT: '4100', ADMIN_EMAILS: ' Ada@Example.com, ,bo@example.com' },
      '/srv/web',
    );
    expect(config.port).toBe(4100);
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.dataDir).toBe(path.resolve(dataDir));
    expect(config.webRoot).toBe('/srv/web');
    expect(config.stripe).toBeUndefined();
    expect(config.adminEmails).toEqual(['ada@example.com', 'bo@example.com']);
  });

  it('reads the media library limits in megabytes and megapixels, unset by default', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      MEDIA_MAX_UPLOAD_MB: '2.5',
      MEDIA_MAX_MEGAPIXELS: '24',
    });
    expect(config.mediaMaxUploadBytes).toBe(2.5 * 1024 * 1024);
    expect(config.mediaMaxPixels).toBe(24_000_000);
    expect(loadConfig({ DATA_DIR: dataDir }).mediaMaxUploadBytes).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, MEDIA_MAX_UPLOAD_MB: '0' })).toThrow(
      /MEDIA_MAX_UPLOAD_MB/,
    );
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://studio.example/' });
    expect(config.publicUrl).toBe('https://studio.example');
    expect(config.tokenIssuer).toBe('https://studio.example/auth/v1');
  });

  it('issues tokens under one fixed issuer whatever the port when PUBLIC_URL is unset', () => {
    const first = loadConfig({ DATA_DIR: dataDir, PORT: '4100' });
    const second = loadConfig({ DATA_DIR: dataDir, PORT: '4200' });
    expect(first.tokenIssuer).toBe(defaultTokenIssuer);
    expect(second.tokenIssuer).toBe(first.tokenIssuer);
  });
});

describe('secrets', () => {
  const secretsFile = () => path.join(dataDir, 'secrets.json');

  it('generates secrets once into DATA_DIR/secrets.json, readable by the owner only', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).secrets;
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.localWebhookSecret).toMatch(/^whsec_/);
    expect(statSync(secretsFile()).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dataDir }).secrets;
    expect(second).toEqual(first);
    expect(JSON.parse(readFileSync(secretsFile(), 'utf8'))).toEqual(first);
  });

  it('creates the data directory when it does not exist yet', () => {
    const nested = path.join(dataDir, 'fresh', 'data');
    const secrets = loadOrCreateSecrets(nested);
    expect(JSON.parse(readFileSync(path.join(nested, 'secrets.json'), 'utf8'))).toEqual(secrets);
  });

  it('lets JWT_SECRET override the stored secret without overwriting the file', () => {
    const stored = loadConfig({ DATA_DIR: dataDir }).secrets;
    const configured = 'c'.repeat(40);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: configured });
    expect(config.secrets.jwtSecret).toBe(configured);
    expect(config.secrets.localWebhookSecret).toBe(stored.localWebhookSecret);
    expect(JSON.parse(readFileSync(secretsFile(), 'utf8')).jwtSecret).toBe(stored.jwtSecret);
  });
});

import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';
import type { Kysely } from 'kysely';
import type { PublicSigningJwk } from '../../db/schema/auth-keys-schema.ts';
import type { DB } from '../../db/schema/schema.ts';
import { SecretSealer } from './sealed-secret.ts';
import {
  findCurrentSigningKey,
  findSigningKey,
  firstSigningKeyCreatedAt,
  insertCurrentSigningKey,
  listPublishedSigningKeys,
  retireCurrentSigningKey,
  type NewSigningKey,
  type StoredSigningKey,
} from './signing-keys-repository.ts';

/** How long a process trusts what it read about the keys before it reads them again. */
const rereadMs = 60_000;
/**
 * A process learns of a rotation within `rereadMs` and may sign with the retired key
 * until then; tokens issued that long (with room to spare) after retirement still verify.
 */
export const retirementGraceSeconds = 5 * 60;

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

export interface VerificationKey {
  publicKey: KeyObject;
  /** Tokens issued (iat, seconds) after this are refused; undefined while the key signs. */
  issuedUntil: number | undefined;
}

/** What AccessTokens needs to sign and verify; SigningKeyStore is the real one. */
export interface TokenKeySource {
  signingKey(): Promise<SigningKey>;
  verificationKey(kid: string): Promise<VerificationKey | undefined>;
  /** HS256 tokens (signed with JWT_SECRET before the keys existed) issued up to this second. */
  sharedSecretIssuedUntil(): number;
}

export interface PublishedJwk extends PublicSigningJwk {
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
}

const sealerFor = (jwtSecret: string) => new SecretSealer(jwtSecret, 'access-token-signing-key');

/**
 * The ES256 keys in auth_signing_keys, shared by every process on the database. The first
 * start creates one; `npm run admin -- rotate-signing-key` replaces it (rotateSigningKey).
 * Keys are re-read every minute, so a rotation reaches running processes without a restart.
 */
export class SigningKeyStore implements TokenKeySource {
  readonly #sealer: SecretSealer;
  #current: (SigningKey & { readAt: number }) | undefined;
  readonly #verifying = new Map<string, VerificationKey & { readAt: number }>();
  #sharedSecretUntil = 0;

  constructor(
    private readonly db: Kysely<DB>,
    jwtSecret: string,
    private readonly accessTokenSeconds: number,
  ) {
    this.#sealer = sealerFor(jwtSecret);
  }

  /**
   * Creates the first key if there is none, and reads the current one now rather than
   * inside a later sign-in's transaction. The unit tests' database-free app stores
   * nothing, and so starts without a key (it never signs).
   */
  async start(): Promise<void> {
    if (!(await findCurrentSigningKey(this.db))) {
      await insertCurrentSigningKey(this.db, await newSigningKey(this.#sealer));
    }
    if (await findCurrentSigningKey(this.db)) await this.signingKey();
    const first = await firstSigningKeyCreatedAt(this.db);
    const firstSeconds = Math.floor((first?.getTime() ?? Date.now()) / 1000);
    this.#sharedSecretUntil = firstSeconds + retirementGraceSeconds;
  }

  async signingKey(): Promise<SigningKey> {
    if (this.#current && Date.now() - this.#current.readAt < rereadMs) return this.#current;
    const stored = await findCurrentSigningKey(this.db);
    if (!stored) throw new Error('No current access-token signing key in auth_signing_keys.');
    if (stored.kid !== this.#current?.kid) {
      const pem = stored.sealed_private_key && this.#sealer.open(stored.sealed_private_key);
      if (!pem) {
        // Sealed under another JWT_SECRET (a copied data directory, a changed secret): this
        // process cannot sign with it, so it retires it for a key of its own. The retired
        // key's public half still verifies what it signed until those tokens expire.
        await replaceSigningKey(this.db, this.#sealer, stored.kid);
        return this.signingKey();
      }
      this.#current = { kid: stored.kid, privateKey: createPrivateKey(pem), readAt: Date.now() };
    } else {
      this.#current.readAt = Date.now();
    }
    return this.#current;
  }

  async verificationKey(kid: string): Promise<VerificationKey | undefined> {
    const known = this.#verifying.get(kid);
    if (known && Date.now() - known.readAt < rereadMs) return known;
    const stored = await findSigningKey(this.db, kid);
    if (!stored) return undefined;
    const key = toVerificationKey(stored);
    if (this.#verifying.size > 100) this.#verifying.clear();
    this.#verifying.set(kid, { ...key, readAt: Date.now() });
    return key;
  }

  sharedSecretIssuedUntil(): number {
    return this.#sharedSecretUntil;
  }

  /** The keys a client needs to verify any current token (GoTrue's JWKS document). */
  async publishedKeys(): Promise<PublishedJwk[]> {
    const keepSeconds = this.accessTokenSeconds + retirementGraceSeconds;
    const rows = await listPublishedSigningKeys(this.db, keepSeconds);
    return rows.map((row) => ({
      ...row.public_jwk,
      kid: row.kid,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    }));
  }
}

function toVerificationKey(stored: StoredSigningKey): VerificationKey {
  const publicKey = createPublicKey({ key: { ...stored.public_jwk }, format: 'jwk' });
  const issuedUntil = stored.retired_at
    ? Math.floor(stored.retired_at.getTime() / 1000) + retirementGraceSeconds
    : undefined;
  return { publicKey, issuedUntil };
}

async function newSigningKey(sealer: SecretSealer): Promise<NewSigningKey> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  if (!x || !y) throw new Error('The new P-256 key has no public point.');
  const publicJwk: PublicSigningJwk = { kty: 'EC', crv: 'P-256', x, y };
  return {
    kid: await calculateJwkThumbprint(publicJwk),
    publicJwk,
    sealedPrivateKey: sealer.seal(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()),
  };
}

/**
 * Retires the current key (it verifies its tokens until they expire, and is published
 * meanwhile) and makes a new one current, in one transaction. Returns both kids.
 */
export async function rotateSigningKey(
  db: Kysely<DB>,
  jwtSecret: string,
): Promise<{ retired: string | undefined; current: string }> {
  return replaceSigningKey(db, sealerFor(jwtSecret));
}

/** The rotation; with `onlyKid`, only if that key is still the current one. */
async function replaceSigningKey(
  db: Kysely<DB>,
  sealer: SecretSealer,
  onlyKid?: string,
): Promise<{ retired: string | undefined; current: string }> {
  const key = await newSigningKey(sealer);
  return db.transaction().execute(async (trx) => {
    const retired = await retireCurrentSigningKey(trx, onlyKid);
    if (onlyKid && !retired) return { retired, current: onlyKid };
    await insertCurrentSigningKey(trx, key);
    return { retired, current: key.kid };
  });
}

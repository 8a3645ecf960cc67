import { SignJWT, decodeProtectedHeader, jwtVerify, type JWTVerifyOptions } from 'jose';
import { z } from 'zod';
import type { AuthenticationMethod } from '../db/schema/schema.ts';
import type { TokenKeySource } from './keys/signing-keys.ts';

export const accessTokenAudience = 'authenticated';
export const accessTokenAlgorithm = 'ES256';
/** Tokens signed with JWT_SECRET before the keys existed, accepted until they expire. */
const sharedSecretAlgorithm = 'HS256';

export interface AccessTokenSubject {
  userId: string;
  email: string;
  sessionId: string;
  method: AuthenticationMethod;
  /** When the session was authenticated (seconds), for `amr`. */
  authenticatedAt: number;
  /** A second factor verified in the session (seconds): `aal2`, and first in `amr`. */
  secondFactor?: { method: 'totp' | 'recovery_code'; timestamp: number } | undefined;
  userMetadata: Record<string, unknown>;
}

export interface SignedAccessToken {
  token: string;
  expiresIn: number;
  expiresAt: number;
}

const verifiedClaimsSchema = z.object({
  sub: z.uuid(),
  exp: z.number(),
  iat: z.number(),
  session_id: z.uuid(),
  email: z.string(),
  role: z.literal('authenticated'),
});

export interface VerifiedAccessToken {
  userId: string;
  sessionId: string;
  email: string;
}

/** Verified tokens remembered per process; the oldest are forgotten beyond this many. */
const verifiedTokenCacheSize = 5_000;

/**
 * Access tokens are GoTrue-shaped JWTs signed with the current ES256 key and its `kid`
 * (keys/signing-keys.ts), so anyone can verify them with /.well-known/jwks.json. HS256
 * tokens signed with JWT_SECRET before the keys existed keep working until they expire.
 * Verification pins the algorithm per kind of key (so `none`, or an HS256 token "signed"
 * with a public key, is refused) and checks the signature, exp, aud and iss; anything
 * else about the caller is read from the database.
 *
 * Every API call verifies its token, so a token verified once is remembered until it
 * expires: the same bytes verify the same way until then, and revocation is the session
 * lookup's job, which runs on every request regardless.
 */
export class AccessTokens {
  readonly #secret: Uint8Array<ArrayBuffer>;
  #secretKey: Promise<CryptoKey> | undefined;
  readonly #verified = new Map<string, { token: VerifiedAccessToken; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly issuer: string,
    private readonly lifetimeSeconds: number,
    private readonly keys: TokenKeySource,
  ) {
    this.#secret = new TextEncoder().encode(secret);
  }

  async sign(subject: AccessTokenSubject, now = Date.now()): Promise<SignedAccessToken> {
    const issuedAt = Math.floor(now / 1000);
    const expiresAt = issuedAt + this.lifetimeSeconds;
    const { kid, privateKey } = await this.keys.signingKey();
    const token = await new SignJWT({
      email: subject.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: subject.userMetadata,
      role: 'authenticated',
      aal: subject.secondFactor ? 'aal2' : 'aal1',
      // Most recent first, as GoTrue lists them.
      amr: [
        ...(subject.secondFactor ? [subject.secondFactor] : []),
        { method: subject.method, timestamp: subject.authenticatedAt },
      ],
      session_id: subject.sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: accessTokenAlgorithm, kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(subject.userId)
      .setAudience(accessTokenAudience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
    return { token, expiresIn: this.lifetimeSeconds, expiresAt };
  }

  /** The token's subject and session, or a thrown error for any token not ours and current. */
  async verify(token: string): Promise<VerifiedAccessToken> {
    const remembered = this.#verified.get(token);
    if (remembered && remembered.expiresAt > Date.now() / 1000) return remembered.token;
    this.#verified.delete(token);

    const header = decodeProtectedHeader(token);
    const options: JWTVerifyOptions = {
      audience: accessTokenAudience,
      issuer: this.issuer,
      requiredClaims: ['exp', 'iat', 'sub'],
    };
    let payload: unknown;
    let issuedUntil: number | undefined;
    if (header.alg === accessTokenAlgorithm && typeof header.kid === 'string') {
      const key = await this.keys.verificationKey(header.kid);
      if (!key) throw new Error('Unknown signing key');
      issuedUntil = key.issuedUntil;
      ({ payload } = await jwtVerify(token, key.publicKey, {
        ...options,
        algorithms: [accessTokenAlgorithm],
      }));
    } else if (header.alg === sharedSecretAlgorithm) {
      issuedUntil = this.keys.sharedSecretIssuedUntil();
      ({ payload } = await jwtVerify(token, await this.#sharedSecretKey(), {
        ...options,
        algorithms: [sharedSecretAlgorithm],
      }));
    } else {
      throw new Error('Unsupported token algorithm');
    }
    const claims = verifiedClaimsSchema.parse(payload);
    // A retired key (or the old shared secret) verifies only what it signed before.
    if (issuedUntil !== undefined && claims.iat > issuedUntil) {
      throw new Error('Token issued after its key retired');
    }
    const verified = { userId: claims.sub, sessionId: claims.session_id, email: claims.email };
    this.#remember(token, verified, claims.exp);
    return verified;
  }

  /** Importing the raw secret costs as much as the check itself; done once. */
  #sharedSecretKey(): Promise<CryptoKey> {
    this.#secretKey ??= crypto.subtle.importKey(
      'raw',
      this.#secret,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    return this.#secretKey;
  }

  #remember(token: string, verified: VerifiedAccessToken, expiresAt: number): void {
    if (this.#verified.size >= verifiedTokenCacheSize) {
      const oldest = this.#verified.keys().next().value;
      if (oldest !== undefined) this.#verified.delete(oldest);
    }
    this.#verified.set(token, { token: verified, expiresAt });
  }
}

/** The token from an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

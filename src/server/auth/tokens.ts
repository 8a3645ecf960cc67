import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AuthenticationMethod } from '../db/schema.ts';

export const accessTokenAudience = 'authenticated';
export const accessTokenAlgorithm = 'HS256';

export interface AccessTokenSubject {
  userId: string;
  email: string;
  sessionId: string;
  method: AuthenticationMethod;
  /** When the session was authenticated (seconds), for `amr`. */
  authenticatedAt: number;
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
 * Access tokens are GoTrue-shaped HS256 JWTs. Verification pins the algorithm (so `none`
 * or an RS256 token signed with the secret as a "public key" is refused) and checks the
 * signature, exp, aud and iss; anything else about the caller is read from the database.
 *
 * Every API call verifies its token, so a token verified once is remembered until it
 * expires: the same bytes verify the same way until then, and revocation is the session
 * lookup's job, which runs on every request regardless.
 */
export class AccessTokens {
  readonly #key: Uint8Array<ArrayBuffer>;
  #verifyKey: Promise<CryptoKey> | undefined;
  readonly #verified = new Map<string, { token: VerifiedAccessToken; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly issuer: string,
    private readonly lifetimeSeconds: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  async sign(subject: AccessTokenSubject, now = Date.now()): Promise<SignedAccessToken> {
    const issuedAt = Math.floor(now / 1000);
    const expiresAt = issuedAt + this.lifetimeSeconds;
    const token = await new SignJWT({
      email: subject.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: subject.userMetadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: subject.method, timestamp: subject.authenticatedAt }],
      session_id: subject.sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: accessTokenAlgorithm, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(subject.userId)
      .setAudience(accessTokenAudience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.#key);
    return { token, expiresIn: this.lifetimeSeconds, expiresAt };
  }

  /** The token's subject and session, or a thrown error for any token not ours and current. */
  async verify(token: string): Promise<VerifiedAccessToken> {
    const remembered = this.#verified.get(token);
    if (remembered && remembered.expiresAt > Date.now() / 1000) return remembered.token;
    this.#verified.delete(token);

    // Importing the raw secret costs as much as the check itself; do it once.
    this.#verifyKey ??= crypto.subtle.importKey(
      'raw',
      this.#key,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    const { payload } = await jwtVerify(token, await this.#verifyKey, {
      algorithms: [accessTokenAlgorithm],
      audience: accessTokenAudience,
      issuer: this.issuer,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const claims = verifiedClaimsSchema.parse(payload);
    const verified = { userId: claims.sub, sessionId: claims.session_id, email: claims.email };
    this.#remember(token, verified, claims.exp);
    return verified;
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

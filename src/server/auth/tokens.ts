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
  session_id: z.uuid(),
  email: z.string(),
  role: z.literal('authenticated'),
});

export interface VerifiedAccessToken {
  userId: string;
  sessionId: string;
  email: string;
}

/**
 * Access tokens are GoTrue-shaped HS256 JWTs. Verification pins the algorithm (so `none`
 * or an RS256 token signed with the secret as a "public key" is refused) and checks the
 * signature, exp, aud and iss; anything else about the caller is read from the database.
 */
export class AccessTokens {
  readonly #key: Uint8Array;

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
    const { payload } = await jwtVerify(token, this.#key, {
      algorithms: [accessTokenAlgorithm],
      audience: accessTokenAudience,
      issuer: this.issuer,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const claims = verifiedClaimsSchema.parse(payload);
    return { userId: claims.sub, sessionId: claims.session_id, email: claims.email };
  }
}

/** The token from an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

import type { ColumnType } from 'kysely';
import type { Timestamp } from './schema.ts';

/** A public key as published at /auth/v1/.well-known/jwks.json. */
export interface PublicSigningJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/** ES256 key pairs for access tokens; exactly one is current (retired_at NULL). */
export interface AuthSigningKeysTable {
  kid: string;
  algorithm: 'ES256';
  public_jwk: ColumnType<PublicSigningJwk, string, string>;
  /** AES-256-GCM under a key derived from JWT_SECRET; dropped when the key retires. */
  sealed_private_key: string | null;
  created_at: Timestamp;
  retired_at: Date | null;
}

/** The auth tables added for signing keys and two-factor sign-in (issue 30). */
export interface AuthKeyTables {
  auth_signing_keys: AuthSigningKeysTable;
}

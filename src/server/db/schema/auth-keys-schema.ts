import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

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

export type FactorStatus = 'unverified' | 'verified';

/** A TOTP authenticator; the secret is sealed like a signing key's private half. */
export interface AuthMfaFactorsTable {
  id: Generated<string>;
  user_id: string;
  friendly_name: Generated<string>;
  factor_type: Generated<'totp'>;
  status: Generated<FactorStatus>;
  sealed_secret: string;
  /** The last 30-second step whose code was accepted: a code works once. */
  last_used_step: ColumnType<
    string | null,
    string | number | null | undefined,
    string | number | null
  >;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthMfaChallengesTable {
  id: Generated<string>;
  factor_id: string;
  ip_address: string;
  created_at: Timestamp;
  verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Single-use codes for a lost authenticator, stored as SHA-256 hashes only. */
export interface AuthRecoveryCodesTable {
  id: ColumnType<string, never, never>;
  user_id: string;
  code_hash: string;
  created_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The auth tables added for signing keys and two-factor sign-in (issue 30). */
export interface AuthKeyTables {
  auth_signing_keys: AuthSigningKeysTable;
  auth_mfa_factors: AuthMfaFactorsTable;
  auth_mfa_challenges: AuthMfaChallengesTable;
  auth_recovery_codes: AuthRecoveryCodesTable;
}

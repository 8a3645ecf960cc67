import { renderSVG } from 'uqr';
import { countHit } from '../../rate-limits/rate-limiter.ts';
import type { AuthDependencies } from '../auth-dependencies.ts';
import type { Caller } from '../bearer-check.ts';
import { GoTrueError, goTrueErrors } from '../gotrue-errors.ts';
import { SecretSealer } from '../keys/sealed-secret.ts';
import { hashOpaqueToken, newOpaqueToken } from '../opaque-tokens.ts';
import { requireFreshSession } from '../reauthentication.ts';
import { toSessionResponse } from '../session-service.ts';
import { insertRefreshToken, markSecondFactorVerified } from '../sessions-repository.ts';
import type { GoTrueSession } from '../user-json.ts';
import { findUserById } from '../users-repository.ts';
import {
  closeChallenge,
  deleteFactor,
  findFactor,
  findOpenChallenge,
  insertChallenge,
  insertFactor,
  listFactors,
  useFactorStep,
  type StoredFactor,
} from './factors-repository.ts';
import { deleteRecoveryCodes, spendRecoveryCode } from './recovery-codes.ts';
import { matchTotpStep, newTotpSecret, totpUri } from './totp.ts';

/** GoTrue's defaults: a challenge lasts 5 minutes; at most 10 factors per user. */
const challengeSeconds = 300;
const maxFactors = 10;
/** Wrong codes per account before a pause: six digits must not be guessable. */
const codeAttempts = { max: 5, windowSeconds: 15 * 60 };
const defaultIssuer = 'Signal Studio';

const sealerFor = (deps: AuthDependencies) => new SecretSealer(deps.jwtSecret, 'totp-secret');

const factorNotFound = () => new GoTrueError(404, 'mfa_factor_not_found', 'Factor not found');
const aal2Required = (action: string) =>
  new GoTrueError(403, 'insufficient_aal', `AAL2 required to ${action}`);
const verificationFailed = () =>
  new GoTrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

export interface EnrollInput {
  factor_type?: string | undefined;
  friendly_name?: string | undefined;
  issuer?: string | undefined;
}

/**
 * POST /factors: a new, unverified TOTP factor with its secret, URI and QR code (SVG, as
 * GoTrue sends it). Needs a freshly proved session, and aal2 once a factor is verified,
 * so a stolen token cannot add its own authenticator. Abandoned enrolments are dropped.
 */
export async function enrollFactor(deps: AuthDependencies, caller: Caller, input: EnrollInput) {
  if (input.factor_type !== 'totp') {
    throw goTrueErrors.validation('factor_type needs to be totp');
  }
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw goTrueErrors.userNotFound();
  const factors = await listFactors(deps.db, caller.userId);
  if (factors.some(isVerified) && caller.aal !== 'aal2') throw aal2Required('enroll a new factor');
  await requireFreshSession(deps.db, caller);
  for (const factor of factors.filter((each) => !isVerified(each))) {
    await deleteFactor(deps.db, factor.id);
  }
  if (factors.filter(isVerified).length >= maxFactors) {
    throw new GoTrueError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  const friendlyName = (input.friendly_name ?? '').trim().slice(0, 100);
  const secret = newTotpSecret();
  const factor = await insertFactor(deps.db, {
    userId: user.id,
    friendlyName,
    sealedSecret: sealerFor(deps).seal(secret),
  });
  if (!factor) {
    throw new GoTrueError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  const issuer = (input.issuer ?? '').trim().slice(0, 100) || defaultIssuer;
  const uri = totpUri(secret, issuer, user.email);
  return {
    id: factor.id,
    type: 'totp' as const,
    friendly_name: factor.friendly_name,
    totp: { qr_code: renderSVG(uri, { whiteColor: 'white', blackColor: 'black' }), secret, uri },
  };
}

const isVerified = (factor: StoredFactor) => factor.status === 'verified';

/** POST /factors/:id/challenge: a challenge the next code is checked against. */
export async function challengeFactor(
  deps: AuthDependencies,
  caller: Caller,
  factorId: string,
  ipAddress: string,
) {
  const factor = await findFactor(deps.db, caller.userId, factorId);
  if (!factor) throw factorNotFound();
  const challenge = await insertChallenge(deps.db, factor.id, ipAddress);
  const expiresAt = Math.floor(challenge.created_at.getTime() / 1000) + challengeSeconds;
  return { id: challenge.id, type: 'totp' as const, expires_at: expiresAt };
}

/**
 * POST /factors/:id/verify: the authenticator's code (or, for a verified factor, one of
 * the recovery codes) raises the session to aal2 and answers a new session, as GoTrue
 * does. A first good code also verifies a new factor. Each code works once.
 */
export async function verifyFactor(
  deps: AuthDependencies,
  caller: Caller,
  factorId: string,
  input: { challengeId: string; code: string; ipAddress: string },
): Promise<GoTrueSession> {
  const factor = await findFactor(deps.db, caller.userId, factorId);
  if (!factor) throw factorNotFound();
  const verdict = await countHit(deps.db, `mfa-verify:${caller.userId}`, codeAttempts);
  if (!verdict.allowed) throw goTrueErrors.rateLimited(verdict.secondsLeft);
  const challenge = await findOpenChallenge(
    deps.db,
    factor.id,
    input.challengeId,
    challengeSeconds,
  );
  if (!challenge?.is_live) {
    throw new GoTrueError(
      422,
      'mfa_challenge_expired',
      'MFA challenge has expired, verify against another challenge or create a new challenge.',
    );
  }
  if (challenge.ip_address !== input.ipAddress) {
    throw new GoTrueError(
      422,
      'mfa_ip_address_mismatch',
      'Challenge and verify IP addresses mismatch.',
    );
  }
  const method = await checkCode(deps, caller, factor, input.code);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await closeChallenge(trx, challenge.id))) throw verificationFailed();
    const at = await markSecondFactorVerified(trx, caller.sessionId, method);
    const session = await trx
      .selectFrom('auth_sessions')
      .select(['authentication_method', 'created_at'])
      .where('id', '=', caller.sessionId)
      .executeTakeFirstOrThrow();
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(trx, {
      sessionId: caller.sessionId,
      tokenHash: hashOpaqueToken(refreshToken),
      parentId: null,
    });
    const user = await findUserById(trx, caller.userId);
    if (!user) throw goTrueErrors.userNotFound();
    return toSessionResponse(
      deps,
      {
        user,
        sessionId: caller.sessionId,
        refreshToken,
        method: session.authentication_method,
        authenticatedAt: session.created_at,
        secondFactor: { method, at },
      },
      trx,
    );
  });
}

async function checkCode(
  deps: AuthDependencies,
  caller: Caller,
  factor: StoredFactor,
  code: string,
): Promise<'totp' | 'recovery_code'> {
  const secret = sealerFor(deps).open(factor.sealed_secret);
  if (!secret) throw verificationFailed();
  const step = matchTotpStep(secret, code.trim(), Date.now());
  if (step !== undefined) {
    if (await useFactorStep(deps.db, factor.id, step)) return 'totp';
    throw verificationFailed();
  }
  if (isVerified(factor) && (await spendRecoveryCode(deps.db, caller.userId, code))) {
    return 'recovery_code';
  }
  throw verificationFailed();
}

/**
 * DELETE /factors/:id: needs a freshly proved session, and aal2 for a verified factor.
 * With the last verified factor gone, the recovery codes go too.
 */
export async function unenrollFactor(deps: AuthDependencies, caller: Caller, factorId: string) {
  const factor = await findFactor(deps.db, caller.userId, factorId);
  if (!factor) throw factorNotFound();
  if (isVerified(factor) && caller.aal !== 'aal2') throw aal2Required('unenroll verified factor');
  await requireFreshSession(deps.db, caller);
  await deps.db.transaction().execute(async (trx) => {
    await deleteFactor(trx, factor.id);
    if (!(await listFactors(trx, caller.userId)).some(isVerified)) {
      await deleteRecoveryCodes(trx, caller.userId);
    }
  });
  return { id: factor.id };
}

import { messages } from '../../shared/messages.ts';
import { ErrorWithHeaders, retryAfter } from '../errors.ts';

/** GoTrue's error codes that this server answers with (a subset of its ErrorCode list). */
export type GoTrueErrorCode =
  | 'bad_jwt'
  | 'email_address_invalid'
  | 'email_exists'
  | 'insufficient_aal'
  | 'mfa_challenge_expired'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_ip_address_mismatch'
  | 'mfa_verification_failed'
  | 'too_many_enrolled_mfa_factors'
  | 'email_not_confirmed'
  | 'anonymous_provider_disabled'
  | 'flow_state_not_found'
  | 'invalid_credentials'
  | 'mfa_totp_enroll_not_enabled'
  | 'not_admin'
  | 'not_found'
  | 'otp_disabled'
  | 'phone_provider_disabled'
  | 'provider_disabled'
  | 'web3_provider_disabled'
  | 'no_authorization'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'same_password'
  | 'session_not_found'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password';

export type WeakPasswordReason = 'length' | 'pwned';

/**
 * A failure answered in GoTrue's error format, so @supabase/auth-js can parse it. A wait
 * (`retryAfterSeconds`) becomes its Retry-After header, written by the error handler.
 */
export class GoTrueError extends ErrorWithHeaders {
  constructor(
    public readonly statusCode: number,
    public readonly code: GoTrueErrorCode,
    message: string,
    public readonly extra: {
      weakPasswordReasons?: WeakPasswordReason[];
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(
      message,
      extra.retryAfterSeconds === undefined ? {} : retryAfter(extra.retryAfterSeconds),
    );
    this.name = 'GoTrueError';
  }
}

const api = messages.authApi;

export const goTrueErrors = {
  invalidCredentials: () => new GoTrueError(400, 'invalid_credentials', api.invalidCredentials),
  userAlreadyExists: () => new GoTrueError(422, 'user_already_exists', api.userAlreadyExists),
  validation: (message: string) => new GoTrueError(400, 'validation_failed', message),
  emailAddressInvalid: (email: string) =>
    new GoTrueError(400, 'email_address_invalid', api.emailAddressInvalid(email)),
  weakPassword: (message: string, reasons: WeakPasswordReason[]) =>
    new GoTrueError(422, 'weak_password', message, { weakPasswordReasons: reasons }),
  emailNotConfirmed: () => new GoTrueError(400, 'email_not_confirmed', api.emailNotConfirmed),
  samePassword: () => new GoTrueError(422, 'same_password', api.samePassword),
  noAuthorization: () => new GoTrueError(401, 'no_authorization', api.noAuthorization),
  // GoTrue answers 403 for a token it cannot verify; auth-js treats 401 and 403 alike.
  badJwt: () => new GoTrueError(403, 'bad_jwt', api.badJwt),
  sessionNotFound: () => new GoTrueError(403, 'session_not_found', api.sessionNotFound),
  userNotFound: () => new GoTrueError(404, 'user_not_found', 'User not found'),
  refreshTokenNotFound: () =>
    new GoTrueError(400, 'refresh_token_not_found', api.refreshTokenNotFound),
  refreshTokenAlreadyUsed: () =>
    new GoTrueError(400, 'refresh_token_already_used', api.refreshTokenAlreadyUsed),
  linkExpired: () => new GoTrueError(403, 'otp_expired', api.linkExpired),
  rateLimited: (retryAfterSeconds: number) =>
    new GoTrueError(429, 'over_request_rate_limit', api.rateLimited, { retryAfterSeconds }),
} as const;

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GoTrueError } from './gotrue-errors.ts';
import { sendGoTrueError } from './gotrue-http.ts';

/**
 * GoTrue calls this server does not offer answer as GoTrue does with the feature switched
 * off, in its error format (auth-js then shows a real message and code), and any other
 * path under /auth/v1 gets GoTrue's 404 rather than the app's own body.
 */
export function registerUnofferedGoTrueCalls(app: FastifyInstance): void {
  const off = (status: number, code: GoTrueError['code'], message: string) => () => {
    throw new GoTrueError(status, code, message);
  };
  app.post('/magiclink', off(422, 'otp_disabled', 'Signups not allowed for otp'));
  app.post('/invite', off(403, 'not_admin', 'User not allowed'));

  app.setNotFoundHandler((request: FastifyRequest, reply) =>
    sendGoTrueError(request, reply, new GoTrueError(404, 'not_found', '404 page not found')),
  );
}

/** What GoTrue answers a grant this server does not offer (token.go, feature off). */
export function unofferedGrant(
  grant: string | undefined,
  body: Record<string, unknown> | undefined,
): GoTrueError {
  if (grant === 'web3') {
    return new GoTrueError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
  }
  if (grant === 'id_token') {
    const issuer = typeof body?.provider === 'string' ? body.provider : '';
    return new GoTrueError(
      400,
      'provider_disabled',
      `Provider (issuer "${issuer}") is not enabled`,
    );
  }
  if (grant === 'pkce') {
    // No authorization code is ever issued here, so none can match a flow.
    const hasBoth = Boolean(body?.auth_code) && Boolean(body?.code_verifier);
    return hasBoth
      ? new GoTrueError(
          404,
          'flow_state_not_found',
          'invalid flow state, no valid flow state found',
        )
      : new GoTrueError(
          400,
          'validation_failed',
          'invalid request: both auth code and code verifier should be non-empty',
        );
  }
  return new GoTrueError(400, 'invalid_credentials', 'unsupported_grant_type');
}

/** Links of these types are never issued here, so any token is one GoTrue would not know. */
const neverIssuedTypes = new Set(['invite', 'sms', 'phone_change']);

/** What GoTrue answers /verify for a type this server issues no token for. */
export function unofferedVerifyType(type: string): GoTrueError {
  if (type === '') {
    return new GoTrueError(400, 'validation_failed', 'Verify requires a verification type');
  }
  if (neverIssuedTypes.has(type)) {
    return type === 'sms' || type === 'phone_change'
      ? new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid')
      : new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired');
  }
  return new GoTrueError(400, 'validation_failed', 'Unsupported verification type');
}

/**
 * POST /signup without an e-mail: GoTrue reads no e-mail and no phone as an anonymous
 * sign-in, and a phone as a phone sign-up; both are off here.
 */
export function unofferedSignUp(input: {
  email?: unknown;
  phone?: unknown;
}): GoTrueError | undefined {
  const hasEmail = typeof input.email === 'string' && input.email.trim() !== '';
  if (hasEmail) return undefined;
  const hasPhone = typeof input.phone === 'string' && input.phone.trim() !== '';
  return hasPhone
    ? new GoTrueError(422, 'phone_provider_disabled', 'Phone signups are disabled')
    : new GoTrueError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
}

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages.ts';
import { signInWithPassword, signUp } from './account-service.ts';
import type { AuthDependencies, ClientInfo } from './auth-dependencies.ts';
import {
  credentialsBodySchema,
  goTrueErrorResponses,
  logoutQuerySchema,
  otpBodySchema,
  recoverBodySchema,
  resendBodySchema,
  refreshBodySchema,
  tokenQuerySchema,
  userUpdateBodySchema,
  verifyBodySchema,
} from './auth-schemas.ts';
import { resendConfirmation, signupVerifyTypes, verifySignup } from './email-confirmation.ts';
import { sendReauthenticationCode } from './reauthentication.ts';
import { findUserById } from './users-repository.ts';
import { requireGoTrueCaller } from './bearer-check.ts';
import { GoTrueError, goTrueErrors } from './gotrue-errors.ts';
import { verifyEmailChange } from './email-change.ts';
import { requestEmailSignIn, verifyEmailSignIn } from './email-sign-in.ts';
import { factorRoutes } from './mfa/factor-routes.ts';
import { registerGoTrueHttp } from './gotrue-http.ts';
import {
  registerUnofferedGoTrueCalls,
  unofferedGrant,
  unofferedSignUp,
  unofferedVerifyType,
} from './gotrue-unoffered.ts';
import { limitClientAddress, type ClientAddressLimit } from './rate-limits.ts';
import { requestRecovery, verifyRecovery } from './recovery-service.ts';
import { endSessions, refreshSession, type LogoutScope } from './session-service.ts';
import { goTrueSessionSchema, goTrueUserSchema } from './user-json.ts';
import { changeUser, getUser } from './user-service.ts';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'],
});

const logoutScopes: readonly LogoutScope[] = ['global', 'local', 'others'];

/** The GoTrue subset under /auth/v1: thin handlers over the account and session services. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthDependencies }> = async (
  app,
  { auth },
) => {
  registerGoTrueHttp(app);
  // Tokens and user data must never sit in a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const limitedBy = (kind: ClientAddressLimit) => async (request: FastifyRequest) =>
    limitClientAddress(auth.db, auth.settings.rateLimits, kind, request.ip);
  const caller = (request: FastifyRequest) =>
    requireGoTrueCaller(auth, request.headers.authorization);

  app.post(
    '/signup',
    {
      onRequest: limitedBy('signUp'),
      schema: {
        body: credentialsBodySchema,
        response: {
          200: z.union([goTrueSessionSchema, goTrueUserSchema]),
          ...goTrueErrorResponses([400, 422, 429]),
        },
      },
    },
    async (request) => {
      const unoffered = unofferedSignUp(request.body);
      if (unoffered) throw unoffered;
      return signUp(auth, request.body, clientOf(request));
    },
  );

  app.post(
    '/token',
    {
      onRequest: limitedBy('token'),
      schema: {
        querystring: tokenQuerySchema,
        body: z.union([credentialsBodySchema, refreshBodySchema]),
        response: { 200: goTrueSessionSchema, ...goTrueErrorResponses([400, 429]) },
      },
    },
    async (request) => {
      const grant = request.query.grant_type;
      if (grant === 'password') {
        return signInWithPassword(
          auth,
          credentialsBodySchema.parse(request.body),
          clientOf(request),
        );
      }
      if (grant === 'refresh_token') {
        return refreshSession(auth, refreshBodySchema.parse(request.body).refresh_token);
      }
      throw unofferedGrant(grant, request.body as Record<string, unknown>);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        querystring: logoutQuerySchema,
        response: { 204: z.null(), ...goTrueErrorResponses([400, 401, 403]) },
      },
    },
    async (request, reply) => {
      const scope = (request.query.scope ?? 'global') as LogoutScope;
      if (!logoutScopes.includes(scope)) {
        throw goTrueErrors.validation(messages.authApi.unsupportedLogoutScope);
      }
      await endSessions(auth, await caller(request), scope);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user',
    { schema: { response: { 200: goTrueUserSchema, ...goTrueErrorResponses([401, 403, 404]) } } },
    async (request) => getUser(auth, await caller(request)),
  );

  app.put(
    '/user',
    {
      schema: {
        body: userUpdateBodySchema,
        response: { 200: goTrueUserSchema, ...goTrueErrorResponses([400, 401, 403, 404, 422]) },
      },
    },
    async (request) => changeUser(auth, await caller(request), request.body),
  );

  app.post(
    '/otp',
    {
      onRequest: limitedBy('recover'),
      schema: {
        body: otpBodySchema,
        response: { 200: z.object({}), ...goTrueErrorResponses([400, 422, 429]) },
      },
    },
    async (request) => {
      if (!request.body.email && request.body.phone) {
        throw new GoTrueError(422, 'phone_provider_disabled', 'Unsupported phone provider');
      }
      await requestEmailSignIn(auth, request.body);
      return {};
    },
  );

  app.get(
    '/reauthenticate',
    { schema: { response: { 200: z.object({}), ...goTrueErrorResponses([401, 403, 404, 429]) } } },
    async (request) => {
      const user = await findUserById(auth.db, (await caller(request)).userId);
      if (!user) throw goTrueErrors.userNotFound();
      await sendReauthenticationCode(auth, user);
      return {};
    },
  );

  app.post(
    '/recover',
    {
      onRequest: limitedBy('recover'),
      schema: {
        body: recoverBodySchema,
        response: { 200: z.object({}), ...goTrueErrorResponses([400, 429]) },
      },
    },
    async (request) => {
      await requestRecovery(auth, request.body);
      return {};
    },
  );

  app.post(
    '/verify',
    {
      onRequest: limitedBy('verify'),
      schema: {
        body: verifyBodySchema,
        response: { 200: goTrueSessionSchema, ...goTrueErrorResponses([400, 403, 429]) },
      },
    },
    async (request) => {
      const type = request.body.type ?? '';
      const { token } = request.body;
      // A six-digit code (with the address), or a sign-in link.
      if ((type === 'email' || type === 'magiclink') && (token || type === 'magiclink')) {
        return verifyEmailSignIn(auth, request.body, clientOf(request));
      }
      if (signupVerifyTypes.includes(type)) {
        return verifySignup(auth, request.body.token_hash, clientOf(request));
      }
      if (type === 'recovery') return verifyRecovery(auth, request.body, clientOf(request));
      if (type === 'email_change') {
        return verifyEmailChange(auth, request.body.token_hash, clientOf(request));
      }
      throw unofferedVerifyType(type);
    },
  );

  app.post(
    '/resend',
    {
      onRequest: limitedBy('recover'),
      schema: {
        body: resendBodySchema,
        response: { 200: z.object({}), ...goTrueErrorResponses([400, 429]) },
      },
    },
    async (request) => {
      await resendConfirmation(auth, request.body);
      return {};
    },
  );

  // The public keys of every token that may still be current (auth-js caches them for
  // ten minutes and asks again for a kid it does not know, as after a rotation).
  app.get('/.well-known/jwks.json', async () => ({
    keys: await auth.signingKeys.publishedKeys(),
  }));

  await app.register(factorRoutes, { auth });
  registerUnofferedGoTrueCalls(app);
};

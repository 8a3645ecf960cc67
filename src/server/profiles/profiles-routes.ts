import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema } from '../../shared/schemas/auth.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser, userRequired } from '../http/request-authentication.ts';
import { findProfile } from './profiles-repository.ts';

/** GET /api/me: the caller's own profile, including the role the sign-in redirect uses. */
export const profilesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/me',
    {
      ...userRequired,
      schema: { response: { 200: profileSchema, ...errorResponses(401, 404) } },
    },
    async (request, reply) => {
      const profile = await findProfile(database.db, signedInUser(request).id);
      if (!profile) throw AppError.notFound('Profile not found');
      return reply.header('cache-control', 'no-store').send({
        id: profile.id,
        email: profile.email,
        role: profile.role,
        created_at: profile.created_at.toISOString(),
      });
    },
  );
};

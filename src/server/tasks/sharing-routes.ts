import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  folderIdParamsSchema,
  folderMemberParamsSchema,
  folderShareSchema,
  folderSharingSchema,
  shareCandidatesQuerySchema,
  shareCandidatesSchema,
} from '../../shared/schemas/tasks-folders.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser, userRequired } from '../http/request-authentication.ts';
import { limitRequests, type RateLimitRule } from '../rate-limits/rate-limiter.ts';
import { getSharing, shareFolder, unshareFolder } from './folders-service.ts';
import { findShareCandidates } from './share-candidates-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Exact-address lookups tell whether an account exists, so one user may make only a few
 * a minute: enough to type addresses, far too few to walk a list of them.
 */
export const candidateLookupRateLimit: RateLimitRule = { max: 30, windowSeconds: 60 };

/** Who a folder is shared with, sharing and un-sharing, and whom one may share with. */
export const sharingRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/share-candidates',
    {
      ...userRequired,
      // Counted per signed-in user: the user is known by now.
      preValidation: limitRequests(db, {
        name: 'share-candidates',
        rule: candidateLookupRateLimit,
        keyOf: (request) => signedInUser(request).id,
      }),
      schema: {
        querystring: shareCandidatesQuerySchema,
        response: { 200: shareCandidatesSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const candidates = await findShareCandidates({
        db,
        userId: user.id,
        email: request.query.email,
        mayListEveryone: request.server.adminMfa === 'optional' || user.aal === 'aal2',
      });
      return { candidates };
    },
  );

  app.get(
    '/api/todo-folders/:folderId/sharing',
    {
      ...userRequired,
      schema: { params: folderIdParamsSchema, response: { 200: folderSharingSchema, ...errors } },
    },
    async (request) => {
      const user = signedInUser(request);
      return getSharing({ db, userId: user.id, folderId: request.params.folderId });
    },
  );

  app.put(
    '/api/todo-folders/:folderId/sharing/:userId',
    {
      ...userRequired,
      schema: {
        params: folderMemberParamsSchema,
        body: folderShareSchema,
        response: { 200: folderSharingSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { folderId, userId: memberId } = request.params;
      return shareFolder({ db, userId: user.id, folderId, memberId, level: request.body.level });
    },
  );

  app.delete(
    '/api/todo-folders/:folderId/sharing/:userId',
    {
      ...userRequired,
      schema: {
        params: folderMemberParamsSchema,
        response: { 200: folderSharingSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { folderId, userId: memberId } = request.params;
      return unshareFolder({ db, userId: user.id, folderId, memberId });
    },
  );
};

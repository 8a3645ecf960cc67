import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  folderCreateSchema,
  folderIdParamsSchema,
  folderListSchema,
  folderSchema,
  folderUpdateSchema,
} from '../../shared/schemas/tasks-folders.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser, userRequired } from '../http/request-authentication.ts';
import { changeFolder, createFolder, listFolders, removeFolder } from './folders-service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Folders the caller owns or that are shared with them. */
export const foldersRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/todo-folders',
    { ...userRequired, schema: { response: { 200: folderListSchema, ...errorResponses(401) } } },
    async (request) => ({ folders: await listFolders({ db, userId: signedInUser(request).id }) }),
  );

  app.post(
    '/api/todo-folders',
    {
      ...userRequired,
      schema: { body: folderCreateSchema, response: { 201: folderSchema, ...errors } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const folder = await createFolder({ db, userId: user.id, values: request.body });
      return reply.status(201).send(folder);
    },
  );

  app.patch(
    '/api/todo-folders/:folderId',
    {
      ...userRequired,
      schema: {
        params: folderIdParamsSchema,
        body: folderUpdateSchema,
        response: { 200: folderSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { folderId } = request.params;
      return changeFolder({ db, userId: user.id, folderId, changes: request.body });
    },
  );

  app.delete(
    '/api/todo-folders/:folderId',
    {
      ...userRequired,
      schema: { params: folderIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await removeFolder({ db, userId: user.id, folderId: request.params.folderId });
      return reply.status(204).send(null);
    },
  );
};

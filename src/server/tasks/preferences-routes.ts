import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todoPreferencesSchema } from '../../shared/schemas/tasks-preferences.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser, userRequired } from '../http/request-authentication.ts';
import { getPreferences, savePreferences } from './preferences-service.ts';

/** The caller's own todo preferences (the todoOrder map). */
export const preferencesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;
  const response = { 200: todoPreferencesSchema, ...errorResponses(400, 401) };

  app.get('/api/todo-preferences', { ...userRequired, schema: { response } }, async (request) =>
    getPreferences({ db, userId: signedInUser(request).id }),
  );

  app.put(
    '/api/todo-preferences',
    { ...userRequired, schema: { body: todoPreferencesSchema, response } },
    async (request) =>
      savePreferences({ db, userId: signedInUser(request).id, preferences: request.body }),
  );
};

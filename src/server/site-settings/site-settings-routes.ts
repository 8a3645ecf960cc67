import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  saveSiteSettingsSchema,
  siteSettingsHistorySchema,
  versionedSiteSettingsSchema,
} from '../../shared/schemas/site-settings.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser } from '../http/request-authentication.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import {
  getSiteSettings,
  getSiteSettingsHistory,
  saveSiteSettings,
  type SiteSettingsChangeHandler,
} from './site-settings-service.ts';

export interface SiteSettingsRoutesOptions {
  database: Database;
  /** Told after every save that changed something (public page caches listen). */
  onSaved?: (version: number) => void;
  /** Runs inside a save that changes something, in its transaction. */
  onChange?: SiteSettingsChangeHandler;
}

const errors = errorResponses(400, 401, 403);

/** The admin's Site Settings: read, save (versioned) and history. Admins only. */
export const siteSettingsRoutes: FastifyPluginAsyncZod<SiteSettingsRoutesOptions> = async (
  app,
  { database, onSaved, onChange },
) => {
  const { db } = database;
  app.addHook('onRequest', requireAdmin(db));

  app.get(
    '/api/admin/site-settings',
    { schema: { response: { 200: versionedSiteSettingsSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSiteSettings(db);
    },
  );

  app.put(
    '/api/admin/site-settings',
    {
      schema: {
        body: saveSiteSettingsSchema,
        response: { 200: versionedSiteSettingsSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => {
      const saved = await saveSiteSettings({
        db,
        user: signedInUser(request),
        version: request.body.version,
        settings: request.body.settings,
        onChange,
      });
      onSaved?.(saved.version);
      return saved;
    },
  );

  app.get(
    '/api/admin/site-settings/history',
    { schema: { response: { 200: siteSettingsHistorySchema, ...errors } } },
    async () => ({ entries: await getSiteSettingsHistory(db) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAccessSchema,
  adminLeadListSchema,
  adminLeadSchema,
  adminUserListSchema,
  adminUserSchema,
  leadFilterSchema,
  leadIdParamsSchema,
  updateLeadStatusSchema,
  updateUserRoleSchema,
  userIdParamsSchema,
} from '../../shared/schemas/admin.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import { getLeads, setLeadStatus } from './admin-leads-service.ts';
import { getUsers, setUserRole } from './admin-users-service.ts';
import { leadsCsvFileName, leadsToCsv } from './leads-csv.ts';

export interface AdminRoutesOptions {
  database: Database;
}

const errors = errorResponses(400, 401, 403, 404);

/** User and lead oversight. The hook below guards every route in this plugin. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { database }) => {
  const { db } = database;
  app.addHook('onRequest', requireAdmin(db));

  app.get(
    '/api/admin/access',
    { schema: { response: { 200: adminAccessSchema, ...errors } } },
    () => ({
      role: 'admin' as const,
    }),
  );

  app.get(
    '/api/admin/users',
    { schema: { response: { 200: adminUserListSchema, ...errors } } },
    async () => ({
      users: await getUsers(db),
    }),
  );

  app.patch(
    '/api/admin/users/:userId',
    {
      schema: {
        params: userIdParamsSchema,
        body: updateUserRoleSchema,
        response: { 200: adminUserSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => setUserRole({ db, userId: request.params.userId, role: request.body.role }),
  );

  app.get(
    '/api/admin/leads',
    {
      schema: { querystring: leadFilterSchema, response: { 200: adminLeadListSchema, ...errors } },
    },
    async (request) => ({ leads: await getLeads({ db, filter: request.query }) }),
  );

  app.patch(
    '/api/admin/leads/:leadId',
    {
      schema: {
        params: leadIdParamsSchema,
        body: updateLeadStatusSchema,
        response: { 200: adminLeadSchema, ...errors },
      },
    },
    async (request) =>
      setLeadStatus({ db, leadId: request.params.leadId, status: request.body.status }),
  );

  // The same filters as the list, so the file holds exactly the leads on screen.
  app.get(
    '/api/admin/leads.csv',
    { schema: { querystring: leadFilterSchema } },
    async (request, reply) => {
      const csv = leadsToCsv(await getLeads({ db, filter: request.query }));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${leadsCsvFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

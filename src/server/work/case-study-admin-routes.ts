import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  adminCaseStudyListSchema,
  adminCaseStudySchema,
  caseStudyFlagsSchema,
  caseStudyInputSchema,
  caseStudyOrderSchema,
  caseStudyParamsSchema,
} from '../../shared/schemas/case-studies.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import { listAdminCases, reorderCases, saveCaseStudy, setCaseFlags } from './case-study-service.ts';

export interface CaseStudyAdminRoutesOptions {
  db: Kysely<DB>;
  clock: Clock;
  /** After a save: this process's next page shows it at once (read your own writes). */
  onSaved: () => void;
}

const errors = errorResponses(400, 401, 403, 404, 409);

/** The admin Work screen: list, write, order, publish and feature case studies. */
export const caseStudyAdminRoutes: FastifyPluginAsyncZod<CaseStudyAdminRoutesOptions> = async (
  app,
  { db, clock, onSaved },
) => {
  const admin = { onRequest: requireAdmin(db) };

  app.get(
    '/api/admin/work',
    { ...admin, schema: { response: { 200: adminCaseStudyListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { cases: await listAdminCases(db) };
    },
  );

  app.post(
    '/api/admin/work',
    {
      ...admin,
      schema: { body: caseStudyInputSchema, response: { 201: adminCaseStudySchema, ...errors } },
    },
    async (request, reply) => {
      const saved = await saveCaseStudy(db, { input: request.body, now: clock() });
      onSaved();
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/admin/work/:id',
    {
      ...admin,
      schema: {
        params: caseStudyParamsSchema,
        body: caseStudyInputSchema,
        response: { 200: adminCaseStudySchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveCaseStudy(db, {
        id: request.params.id,
        input: request.body,
        now: clock(),
      });
      onSaved();
      return saved;
    },
  );

  app.patch(
    '/api/admin/work/:id',
    {
      ...admin,
      schema: {
        params: caseStudyParamsSchema,
        body: caseStudyFlagsSchema,
        response: { 200: adminCaseStudySchema, ...errors },
      },
    },
    async (request) => {
      const saved = await setCaseFlags(db, {
        id: request.params.id,
        flags: request.body,
        now: clock(),
      });
      onSaved();
      return saved;
    },
  );

  app.put(
    '/api/admin/work-order',
    {
      ...admin,
      schema: {
        body: caseStudyOrderSchema,
        response: { 200: adminCaseStudyListSchema, ...errors },
      },
    },
    async (request) => {
      const cases = await reorderCases(db, request.body.ids);
      onSaved();
      return { cases };
    },
  );
};

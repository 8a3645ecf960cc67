import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingKindInputSchema,
  type BookingKindInput,
} from '../../shared/booking/booking-types.ts';
import { isCatalogueKey } from '../../shared/catalogue.ts';
import type { DB } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { errorBodySchema } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import type { Kysely } from 'kysely';
import { listKinds } from './booking-repository.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema } as const;

function kindValues(input: BookingKindInput) {
  if (input.catalogueKey !== null && !isCatalogueKey(input.catalogueKey)) {
    throw AppError.badRequest(`${input.catalogueKey} is not in the catalogue`);
  }
  return {
    slug: input.slug,
    name: input.name,
    description: input.description,
    duration_minutes: input.durationMinutes,
    location_kind: input.locationKind,
    location: input.location,
    questions: JSON.stringify(input.questions),
    catalogue_key: input.catalogueKey,
    is_active: input.isActive,
  };
}

/** The kinds of call in admin: list, add and change (a kind is retired, never deleted). */
export const bookingKindRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (app, { db }) => {
  const admin = { onRequest: requireAdmin(db) };

  app.get('/api/admin/booking/kinds', admin, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { kinds: await listKinds(db, { activeOnly: false }) };
  });

  app.post(
    '/api/admin/booking/kinds',
    {
      ...admin,
      schema: {
        body: bookingKindInputSchema,
        response: { 201: z.object({ id: z.string() }), 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await db
        .insertInto('booking_kinds')
        .values(kindValues(request.body))
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) throw new AppError(409, 'slug_taken', 'Another kind of call has this address');
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/booking/kinds/:id',
    {
      ...admin,
      schema: {
        params: z.object({ id: z.uuid() }),
        body: bookingKindInputSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          404: errorBodySchema,
          409: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const clash = await db
        .selectFrom('booking_kinds')
        .select('id')
        .where('slug', '=', request.body.slug)
        .where('id', '<>', request.params.id)
        .executeTakeFirst();
      if (clash) throw new AppError(409, 'slug_taken', 'Another kind of call has this address');
      const updated = await db
        .updateTable('booking_kinds')
        .set({ ...kindValues(request.body), updated_at: new Date() })
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) throw AppError.notFound('There is no such kind of call');
      return { ok: true as const };
    },
  );
};

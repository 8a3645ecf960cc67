import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingKindInputSchema,
  type AdminBookingKind,
  type BookingKindInput,
} from '../../shared/booking/booking-types.ts';
import { isCatalogueKey } from '../../shared/catalogue.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import type { Kysely } from 'kysely';
import {
  adminKind,
  insertKind,
  isSlugTakenByAnother,
  updateKind,
} from './booking-kind-repository.ts';
import { listKinds } from './booking-repository.ts';

const errors = errorResponses(400, 401, 403);
// Written by adminKind() from stored rows, not re-validated on the way out.
const kindsBody = z.object({ kinds: z.array(z.custom<AdminBookingKind>(() => true)) });
const slugTaken = () => new AppError(409, 'slug_taken', 'Another kind of call has this address');

function checkedInput(input: BookingKindInput): BookingKindInput {
  if (input.catalogueKey !== null && !isCatalogueKey(input.catalogueKey)) {
    throw AppError.badRequest(`${input.catalogueKey} is not in the catalogue`);
  }
  return input;
}

/** A unique-slug race between the check and the write still ends as a clear 409. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** The kinds of call in admin: list, add and change (a kind is retired, never deleted). */
export const bookingKindRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (app, { db }) => {
  const admin = { onRequest: requireAdmin(db) };

  app.get(
    '/api/admin/booking/kinds',
    { ...admin, schema: { response: { 200: kindsBody, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { kinds: (await listKinds(db, { activeOnly: false })).map(adminKind) };
    },
  );

  app.post(
    '/api/admin/booking/kinds',
    {
      ...admin,
      schema: {
        body: bookingKindInputSchema,
        response: { 201: z.object({ id: z.string() }), ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      const id = await insertKind(db, checkedInput(request.body));
      if (!id) throw slugTaken();
      return reply.status(201).send({ id });
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
          ...errorResponses(404, 409),
          ...errors,
        },
      },
    },
    async (request) => {
      const input = checkedInput(request.body);
      if (await isSlugTakenByAnother(db, input.slug, request.params.id)) throw slugTaken();
      const updated = await updateKind(db, request.params.id, input).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      });
      if (!updated) throw AppError.notFound('There is no such kind of call');
      return { ok: true as const };
    },
  );
};

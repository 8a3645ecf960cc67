import { z } from 'zod';

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

type ErrorResponses<Statuses extends readonly number[]> = {
  readonly [Status in Statuses[number]]: typeof errorBodySchema;
};

/**
 * A route's error answers for its `response` schema, all in the one `{ error }` shape:
 * `response: { 200: bodySchema, ...errorResponses(400, 401, 404) }`. One call instead of a
 * table per route file, so a new status is one number, not a copied line.
 */
export function errorResponses<const Statuses extends readonly number[]>(
  ...statuses: Statuses
): ErrorResponses<Statuses> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorBodySchema]),
  ) as ErrorResponses<Statuses>;
}

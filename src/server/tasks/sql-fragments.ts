import { sql, type RawBuilder } from 'kysely';

/**
 * A timestamp as the same ISO 8601 text JavaScript's toISOString() writes, so every
 * endpoint (and the realtime stream) returns one format that sorts as text.
 */
export function isoTimestamp(column: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A uuid[] parameter (node-postgres and PGlite both send a JavaScript array as an array). */
export function uuidArray(ids: readonly string[]): RawBuilder<string[]> {
  return sql<string[]>`${[...ids]}::uuid[]`;
}

import type { ColumnType } from 'kysely';

/**
 * Column types every table file shares. They live apart from schema.ts, which gathers
 * the table files, so a table file never imports the file that imports it.
 */

/** Timestamps come back as Date, go in as Date or ISO string, and usually default to now(). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

import type { Insertable, Selectable } from 'kysely';
import type { JsonColumn } from './json-column.ts';
import type { DB as Migrated, ViewNames } from './migrated-schema.ts';
import type { DB as HandWritten } from './schema.ts';

/*
 * Holds the hand-written schema (schema.ts, which the code uses: it knows each column's
 * allowed values, JSON shapes and which columns an insert may not set) to the types
 * kysely-codegen generates from the migrated database (migrated-schema.ts, kept current
 * by `npm run db:types -- --check`). Nothing here runs: `tsc` fails when they disagree,
 * naming the table or `table.column`.
 */

/** Fails to compile unless `Problems` is empty; the error names what disagrees. */
type NoneOf<Problems extends never> = Problems;

type Tables = keyof Migrated & keyof HandWritten;
type Name<T, C> = `${T & string}.${C & string}`;

export type TablesOnlyInTheDatabase = NoneOf<Exclude<keyof Migrated, keyof HandWritten>>;
export type TablesOnlyInSchemaTs = NoneOf<Exclude<keyof HandWritten, keyof Migrated>>;

type ColumnsApart<T extends Tables> =
  | Name<T, Exclude<keyof Migrated[T], keyof HandWritten[T]>>
  | Name<T, Exclude<keyof HandWritten[T], keyof Migrated[T]>>;
export type ColumnsOnOneSide = NoneOf<{ [T in Tables]: ColumnsApart<T> }[Tables]>;

type Nullable<Type> = null extends Type ? true : false;

/** A JSON column may be read as any shape: the code validates or narrows what it reads. */
type Fits<Code, Database> = [Exclude<Database, null>] extends [JsonColumn]
  ? true
  : [Exclude<Code, null>] extends [Exclude<Database, null>]
    ? true
    : false;

/**
 * What the code reads must be what the database gives: a type that fits in the column's
 * (narrower is fine: the union of values a CHECK allows) and the same nullability, except
 * in views, whose columns PostgreSQL reports as nullable whatever they hold, and where the
 * code reads `unknown` (a document it validates, null included).
 */
type WrongRead<T extends Tables, Code, Database> =
  Fits<Code, Database> extends false
    ? true
    : T extends ViewNames
      ? false
      : unknown extends Code
        ? false
        : Nullable<Code> extends Nullable<Database>
          ? false
          : true;

type ReadColumns<T extends Tables> = keyof Selectable<Migrated[T]> &
  keyof Selectable<HandWritten[T]>;
type WrongReads<T extends Tables> = {
  [C in ReadColumns<T>]: WrongRead<
    T,
    Selectable<HandWritten[T]>[C],
    Selectable<Migrated[T]>[C]
  > extends true
    ? Name<T, C>
    : never;
}[ReadColumns<T>];
export type ColumnsReadWrongly = NoneOf<{ [T in Tables]: WrongReads<T> }[Tables]>;

type RequiredKeys<Row> = {
  [K in keyof Row]-?: Record<string, never> extends Pick<Row, K> ? never : K;
}[keyof Row];

/** Set by a trigger, never by the code, which may not write it (insert type `never`). */
type SetByTriggers = 'todo_list_versions.version';

/** An insert the code allows must not leave out a column the database requires. */
type MissingOnInsert<T extends Tables> = Name<
  T,
  Exclude<RequiredKeys<Insertable<Migrated[T]>>, RequiredKeys<Insertable<HandWritten[T]>>>
>;
export type ColumnsAnInsertMayWronglyOmit = NoneOf<
  Exclude<{ [T in Tables]: MissingOnInsert<T> }[Tables], SetByTriggers>
>;

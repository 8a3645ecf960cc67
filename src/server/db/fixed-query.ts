import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { prepareOncePerConnection } from './named-statements.ts';

/** Stands for the n-th argument while the query is built once; never sent to the database. */
const placeholder = (index: number) => `\u0000fixed-query-argument-${index}`;

/**
 * A query whose SQL is the same on every call, only its values differing, for the paths
 * every API request takes (the session check, the list version). Kysely's builder still
 * writes it, so the compiler still checks its tables and columns, but once per database
 * handle instead of on every call: building and compiling even a two-table select cost
 * about as much CPU in this process as sending it and reading the answer.
 *
 * `build` is called with placeholders for the arguments; each call then runs the compiled
 * SQL with the real values in their places. Values written into the builder itself (not
 * taken from the arguments) stay as compiled. A transaction is a handle of its own, so a
 * query inside one is compiled for it (correct, just not cached across transactions).
 *
 * On PostgreSQL the SQL also runs as a prepared statement, parsed and planned once per
 * connection (named-statements.ts).
 */
export function fixedQuery<Database, Args extends readonly string[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<QueryResult<Row>> {
  const compiled = new WeakMap<Kysely<Database>, { query: CompiledQuery<Row>; slots: number[] }>();
  const arity = build.length - 1;
  const placeholders = Array.from({ length: arity }, (_, index) => placeholder(index));

  function compile(db: Kysely<Database>) {
    const query = build(db, ...(placeholders as unknown as Args)).compile();
    const slots = query.parameters.map((value) => placeholders.indexOf(value as string));
    prepareOncePerConnection(query.sql);
    const entry = { query, slots };
    compiled.set(db, entry);
    return entry;
  }

  return (db, ...args) => {
    const { query, slots } = compiled.get(db) ?? compile(db);
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index] ?? -1;
      return slot === -1 ? value : args[slot];
    });
    return db.executeQuery({ ...query, parameters });
  };
}

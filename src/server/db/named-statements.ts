import { createHash } from 'node:crypto';
import type pg from 'pg';

/** SQL text -> the name its prepared statement gets on each PostgreSQL connection. */
const statementNames = new Map<string, string>();

/**
 * Marks a query's SQL as one to prepare once per connection (fixed-query.ts does it for
 * the queries every API request runs). The name comes from the text, so the same SQL
 * always gets the same name and two texts never share one.
 */
export function prepareOncePerConnection(sqlText: string): void {
  if (statementNames.has(sqlText)) return;
  const digest = createHash('sha256').update(sqlText).digest('hex').slice(0, 24);
  statementNames.set(sqlText, `fixed_${digest}`);
}

/** The prepared statement's name for this SQL, if it was marked. */
export function preparedStatementName(sqlText: string): string | undefined {
  return statementNames.get(sqlText);
}

/**
 * Makes a pooled client run marked SQL as a named prepared statement: PostgreSQL then
 * parses and plans it once per connection instead of on every call, which for the
 * session check and the list version was about a third of the database's CPU per list
 * request. Only the (text, values) form Kysely uses is redirected; every other call,
 * unmarked SQL included, goes through untouched.
 */
export function runMarkedSqlPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values)
        ? statementNames.get(text)
        : undefined;
    return name === undefined ? query(...args) : query({ name, text, values });
  }) as typeof client.query;
}

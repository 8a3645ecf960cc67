/**
 * The floor for GET /api/todos: bare Fastify, no plugins, no logging, doing the same two
 * queries the real route does per request (the caller's session, the list version) and
 * sending the very body the route sends, byte for byte, with the same encoding. Run as
 * its own process: DATABASE_URL, PORT and BODY_FILE (the route's compressed answer) in
 * the environment; prints "ready" when listening.
 *
 * The same bytes, not just as many: the load generator turns every body it receives into
 * a string, and decoding 30 KB of brotli output costs it about ten times what 30 KB of
 * ASCII filler does (some 0.34 ms of client CPU per response against 0.04 ms here), CPU
 * the client then takes from the two cores the servers share. A filler body made the
 * floor look two to three times faster than the same server sending the real list.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const body = readFileSync(process.env.BODY_FILE ?? '');

interface Claims {
  sub: string;
  session_id: string;
}

const app = Fastify({ logger: false });
app.get('/floor/todos', async (request, reply) => {
  const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  const claims = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
  ) as Claims;
  const session = await pool.query(
    `SELECT u.email FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2`,
    [claims.session_id, claims.sub],
  );
  if (session.rowCount === 0) return reply.status(401).send();
  const version = await pool.query(
    'SELECT version::text AS version FROM todo_list_versions WHERE user_id = $1',
    [claims.sub],
  );
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-encoding', 'br')
    .header('etag', `"${version.rows[0]?.version ?? '0'}"`)
    .send(body);
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');

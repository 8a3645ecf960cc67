/**
 * The floor for GET /api/todos: bare Fastify, no plugins, no logging, doing the same two
 * queries the real route does per request (the caller's session, the list version) and
 * sending a body of the same size with the same encoding. Run as its own process:
 * DATABASE_URL, PORT and BODY_BYTES in the environment; prints "ready" when listening.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const body = Buffer.alloc(Number(process.env.BODY_BYTES), 'x');

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

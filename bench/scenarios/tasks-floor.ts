import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../support/build.ts';
import { freePort, startBenchServer } from '../support/server.ts';
import {
  callApi,
  createTodos,
  loadRequests,
  signUpBenchUser,
  type BenchUser,
} from '../support/task-fixtures.ts';
import type { BenchContext, Scenario, ScenarioResult } from '../support/types.ts';

const listedTodos = 1000;
/**
 * Requests each server answers before its measured run. The floor process starts just
 * before its turn, and on a busy machine its first seconds run unoptimised code (a fresh
 * floor measured 311, 724, then 1,292 req/s in three runs back to back); the app has
 * been warmed by creating the todos. The same number for both keeps the comparison even.
 */
const warmUpRequests = 5000;
const browserEncodings = 'gzip, deflate, br, zstd';

/** The list as a browser gets it: the bytes on the wire, still compressed, and their encoding. */
async function wireBody(url: string, user: BenchUser): Promise<{ body: Buffer; encoding: string }> {
  const target = new URL('/api/todos', url);
  const headers = { authorization: user.authorization, 'accept-encoding': browserEncodings };
  const req = request(target, { headers });
  req.end();
  const [response] = (await once(req, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { body: Buffer.concat(chunks), encoding: String(response.headers['content-encoding']) };
}

async function startFloor(databaseUrl: string, port: number, bodyFile: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'bench', 'support', 'floor-server.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        BODY_FILE: bodyFile,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function run(context: BenchContext): Promise<ScenarioResult[]> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    return [{ metric: 'tasks-floor skipped', value: 0, unit: '', note: 'needs DATABASE_URL' }];
  }
  const name = `studio_floor_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const server = await startBenchServer({
    buildDir: context.buildDir,
    logLevel: context.settings.logLevel,
    env: { DATABASE_URL: url.href },
  });
  try {
    const user = await signUpBenchUser(server.url, 'floor');
    const folder = await callApi<{ id: string }>(server.url, user, 'POST', '/api/todo-folders', {
      name: 'Bench',
    });
    await createTodos(server.url, user, listedTodos / 2, folder.id);
    await createTodos(server.url, user, listedTodos / 2, null);
    const { body, encoding } = await wireBody(server.url, user);
    if (encoding !== 'br') throw new Error(`the list came back as ${encoding}, not br`);
    const bodyFile = path.join(server.dataDir, 'floor-body.br');
    writeFileSync(bodyFile, body);
    const floor = await startFloor(url.href, await freePort(), bodyFile);
    try {
      const headers = { authorization: user.authorization, 'accept-encoding': browserEncodings };
      const note = `PostgreSQL, ${listedTodos} todos, ${body.length} bytes br, LOG_LEVEL=${context.settings.logLevel}`;
      const list = await loadRequests(
        server.url,
        context.settings,
        { scenario: 'tasks-floor', path: 'GET /api/todos', note },
        { method: 'GET', path: '/api/todos', headers },
        warmUpRequests,
      );
      const bare = await loadRequests(
        floor.url,
        context.settings,
        { scenario: 'tasks-floor', path: 'bare Fastify, same 2 queries', note },
        { method: 'GET', path: '/floor/todos', headers },
        warmUpRequests,
      );
      const ratio = bare.requestsPerSecond ? list.requestsPerSecond / bare.requestsPerSecond : 0;
      return [
        list,
        bare,
        {
          metric: 'task list / floor (req/s)',
          value: Number(ratio.toFixed(2)),
          unit: 'ratio',
          note: 'target at least 0.85',
        },
      ];
    } finally {
      floor.stop();
    }
  } finally {
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * The task list as a browser asks for it beside its floor: a bare Fastify process doing
 * the same two queries and sending the same bytes, measured one after the other in one
 * run (PostgreSQL only; the embedded database has no second process to give a floor).
 */
export const scenario: Scenario = { name: 'tasks-floor', usesSharedServer: false, run };

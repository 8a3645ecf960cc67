import {
  callApi,
  createTodos,
  loadRequests,
  signUpBenchUser,
  startPostgresBenchServer,
} from '../support/task-fixtures.ts';
import type { BenchContext, LoadMeasurement, Scenario } from '../support/types.ts';

/** Todos in the caller's view while the list is measured (spec: the task list's load). */
const listedTodos = 1000;

/** What Chrome sends with every fetch over HTTPS. */
const browserEncodings = 'gzip, deflate, br, zstd';

async function measure(
  context: BenchContext,
  baseUrl: string,
  engine: string,
): Promise<LoadMeasurement[]> {
  const user = await signUpBenchUser(baseUrl, 'tasks');
  const folder = await callApi<{ id: string }>(baseUrl, user, 'POST', '/api/todo-folders', {
    name: 'Bench',
  });
  const ids = await createTodos(baseUrl, user, listedTodos / 2, folder.id);
  ids.push(...(await createTodos(baseUrl, user, listedTodos / 2, null)));
  const headers = { authorization: user.authorization };
  const json = { ...headers, 'content-type': 'application/json' };
  // The list as the screen fetches it: a browser always offers compression (Chrome sends
  // this header), so it gets the cached brotli copy, about 30 KB instead of 320 KB.
  const list = await loadRequests(
    baseUrl,
    context.settings,
    {
      scenario: 'tasks',
      path: 'GET /api/todos',
      note: `${engine}, ${listedTodos} todos in view, br as a browser asks`,
    },
    {
      method: 'GET',
      path: '/api/todos',
      headers: { ...headers, 'accept-encoding': browserEncodings },
    },
  );
  // And uncompressed (a client offering no encoding), for comparison.
  const listIdentity = await loadRequests(
    baseUrl,
    context.settings,
    {
      scenario: 'tasks',
      path: 'GET /api/todos',
      note: `${engine}, ${listedTodos} todos in view, uncompressed`,
    },
    { method: 'GET', path: '/api/todos', headers },
  );
  let flip = false;
  const toggle = await loadRequests(
    baseUrl,
    context.settings,
    { scenario: 'tasks', path: 'PATCH /api/todos/:id', note: `${engine}, toggle a random todo` },
    {
      method: 'PATCH',
      path: `/api/todos/${ids[0]}`,
      headers: json,
      setupRequest(request) {
        flip = !flip;
        const id = ids[Math.floor(Math.random() * ids.length)];
        return {
          ...request,
          path: `/api/todos/${id}`,
          body: JSON.stringify({ is_complete: flip }),
        };
      },
    },
  );
  const create = await loadRequests(
    baseUrl,
    context.settings,
    { scenario: 'tasks', path: 'POST /api/todos', note: `${engine}, into a folder` },
    {
      method: 'POST',
      path: '/api/todos',
      headers: json,
      body: JSON.stringify({ title: 'Created under load', folder_id: folder.id }),
    },
  );
  return [list, listIdentity, toggle, create];
}

/**
 * The task list with 1,000 todos in view (as a browser asks for it, and uncompressed), a
 * toggle and a create: requests per second and latency at BENCH_CONNECTIONS (32 by
 * default), on the embedded database (the shared server) and, when DATABASE_URL is set,
 * on a fresh PostgreSQL database. The load generator (autocannon) runs in the harness's
 * process, apart from the server's, but on the same cores.
 */
export const scenario: Scenario = {
  name: 'tasks',
  async run(context) {
    const results = await measure(context, context.baseUrl, 'embedded PostgreSQL');
    const postgres = await startPostgresBenchServer(context.buildDir, context.settings);
    if (postgres) {
      try {
        results.push(...(await measure(context, postgres.url, 'PostgreSQL')));
      } finally {
        await postgres.stopAndDrop();
      }
    }
    return results;
  },
};

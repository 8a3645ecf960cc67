// autocannon ships no type declarations; the part used here is typed below.
// @ts-expect-error: untyped module
import autocannonUntyped from 'autocannon';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwords.ts';

/**
 * Auth benchmark: requests per second and p99 latency of the refresh-token grant and of
 * GET /auth/v1/user against a running server, and the cost of one argon2id hash.
 *
 * The refresh grant is limited to 150 requests per 5 minutes per client address (GoTrue's
 * default) and a load test comes from one address: start the server with
 * AUTH_TOKEN_RATE_LIMIT=1000000 to measure the grant rather than the 429 path. The
 * `non-2xx` rows show whether that was done.
 */

export interface BenchRow {
  metric: string;
  value: number;
  unit: string;
}

export interface BenchContext {
  baseUrl: string;
}

interface RequestContext {
  refreshToken?: string | undefined;
}

interface AutocannonRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: RequestContext) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: RequestContext) => void;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}

const autocannon = autocannonUntyped as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const connections = 10;
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const password = 'bench passphrase that is long';

async function post(baseUrl: string, path: string, body: object) {
  const response = await fetch(`${baseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** One account, one session per connection, so every connection rotates its own chain. */
async function sessions(baseUrl: string) {
  const email = `bench-${Date.now()}@studio.dev`;
  const first = await post(baseUrl, '/signup', { email, password });
  const rest = [];
  for (let index = 1; index < connections; index += 1) {
    rest.push(await post(baseUrl, '/token?grant_type=password', { email, password }));
  }
  return [first, ...rest];
}

function rows(name: string, result: AutocannonResult): BenchRow[] {
  return [
    { metric: `${name} throughput`, value: Math.round(result.requests.average), unit: 'req/s' },
    { metric: `${name} p99 latency`, value: result.latency.p99, unit: 'ms' },
    { metric: `${name} non-2xx`, value: result.non2xx + result.errors, unit: 'responses' },
  ];
}

async function argon2Rows(): Promise<BenchRow[]> {
  const rounds = 20;
  let started = performance.now();
  let hash = '';
  for (let index = 0; index < rounds; index += 1) hash = await hashPassword(`${password}-${index}`);
  const hashMs = (performance.now() - started) / rounds;
  started = performance.now();
  for (let index = 0; index < rounds; index += 1) await verifyPassword(hash, password);
  const verifyMs = (performance.now() - started) / rounds;
  return [
    { metric: 'argon2id hash (19 MiB, t=2, p=1)', value: Number(hashMs.toFixed(1)), unit: 'ms' },
    { metric: 'argon2id verify', value: Number(verifyMs.toFixed(1)), unit: 'ms' },
  ];
}

export const authScenario = {
  name: 'auth',
  async run({ baseUrl }: BenchContext): Promise<BenchRow[]> {
    const pool = await sessions(baseUrl);
    const tokens = pool.map((session) => session.refresh_token);
    const refresh = await autocannon({
      url: baseUrl,
      connections,
      duration: durationSeconds,
      requests: [
        {
          method: 'POST',
          path: '/auth/v1/token?grant_type=refresh_token',
          headers: { 'content-type': 'application/json' },
          // autocannon resets `context` after every request when there is only one, so
          // the live tokens circulate through a shared pool instead: each connection takes
          // one, and puts back its successor (or the same one if it was not spent).
          setupRequest(request, context) {
            context.refreshToken = tokens.pop() ?? context.refreshToken;
            return { ...request, body: JSON.stringify({ refresh_token: context.refreshToken }) };
          },
          onResponse(status, body, context) {
            if (status === 200) {
              tokens.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
            } else if ((status === 429 || status >= 500) && context.refreshToken) {
              tokens.push(context.refreshToken);
            }
          },
        },
      ],
    });
    const accessToken = pool[0]!.access_token;
    const getUser = await autocannon({
      url: baseUrl,
      connections,
      duration: durationSeconds,
      requests: [
        {
          method: 'GET',
          path: '/auth/v1/user',
          headers: { authorization: `Bearer ${accessToken}` },
        },
      ],
    });
    return [
      ...rows('refresh_token grant', refresh),
      ...rows('GET /auth/v1/user', getUser),
      ...(await argon2Rows()),
    ];
  },
};

export default authScenario;

// @ts-expect-error: autocannon ships no type declarations; the part used is typed below.
import autocannonUntyped from 'autocannon';
import type { BenchSettings, LoadMeasurement, LoadOptions } from './types.ts';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}

interface AutocannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Milliseconds. */
  latency: Histogram;
  /** Requests per second, sampled each second. */
  requests: Histogram;
  /** Bytes per second, sampled each second. */
  throughput: Histogram;
}

const autocannon = autocannonUntyped as (options: {
  url: string;
  connections: number;
  duration: number;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}) => Promise<AutocannonResult>;

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * One second of load first, unreported, so the figures describe a warm server (JIT,
 * file handles, caches) rather than its first requests.
 */
export async function measureLoad(
  baseUrl: string,
  scenario: string,
  settings: BenchSettings,
  options: LoadOptions,
): Promise<LoadMeasurement> {
  const request = {
    url: `${baseUrl}${options.path}`,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    body: options.body,
    connections: settings.connections,
  };
  await autocannon({ ...request, duration: 1 });
  const result = await autocannon({ ...request, duration: settings.durationSeconds });
  return {
    kind: 'load',
    scenario,
    path: options.path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: round(result.latency.p50),
    latencyP99Ms: round(result.latency.p99),
    throughputMBps: round(result.throughput.average / 1024 / 1024),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(options.note ? { note: options.note } : {}),
  };
}

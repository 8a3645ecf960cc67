import type { BenchServer } from './server.ts';

export interface BenchSettings {
  /** Seconds each load run lasts (BENCH_DURATION_SECONDS). */
  durationSeconds: number;
  /** Concurrent connections of each load run (BENCH_CONNECTIONS). */
  connections: number;
  /** Lighthouse audits per page, the median run reported (BENCH_LIGHTHOUSE_RUNS). */
  lighthouseRuns: number;
  /**
   * `sitemap`: audit every page the sitemap lists instead of the pages with targets; or
   * the paths to audit, separated by commas.
   */
  lighthousePages: string;
  /** The servers' LOG_LEVEL (BENCH_LOG_LEVEL); `info` is what production runs with. */
  logLevel: string;
}

/** Requests per second and latency of one endpoint under load. */
export interface LoadMeasurement {
  kind: 'load';
  scenario: string;
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Megabytes per second of responses on the wire. */
  throughputMBps: number;
  non2xx: number;
  errors: number;
  /** What a reader needs to interpret the figure (the encoding served, say). */
  note?: string;
}

/** How long something took once (a start), with the process's peak memory if known. */
export interface TimingMeasurement {
  kind: 'timing';
  scenario: string;
  label: string;
  milliseconds: number;
  peakMemoryMB?: number;
}

/** Any other figure, in the scenario's own terms (the cost of a password hash, say). */
export interface MetricRow {
  metric: string;
  value: number;
  unit: string;
  /** How the figure came about, when the value alone could mislead. */
  note?: string;
}

export type Measurement = LoadMeasurement | TimingMeasurement;
export type ScenarioResult = Measurement | MetricRow;

export interface LoadOptions {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  note?: string;
}

export interface BenchContext {
  /** The shared server's URL; empty when no selected scenario uses the shared server. */
  baseUrl: string;
  buildDir: string;
  settings: BenchSettings;
  /** A server of its own on a new (or the given) data directory; stopped when the run ends. */
  startServer(options?: { dataDir?: string; env?: Record<string, string> }): Promise<BenchServer>;
  /** Warms up, then loads one path of the shared server for the configured duration. */
  load(scenario: string, options: LoadOptions): Promise<LoadMeasurement>;
}

/**
 * One module in bench/scenarios, exported as `scenario` (or as the default export).
 * Modules run in file-name order, all of them or those BENCH_ONLY names.
 */
export interface Scenario {
  /** Short kebab-case name, matched by BENCH_ONLY. */
  name: string;
  /** False for scenarios that only use servers of their own (cold starts). */
  usesSharedServer?: boolean;
  /** Environment the shared server needs for this scenario (a lifted rate limit, say). */
  sharedServerEnv?: Record<string, string>;
  run(context: BenchContext): Promise<ScenarioResult[]>;
}

import { readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { buildDir, ensureFreshBuild, projectRoot } from './support/build.ts';
import { measureLoad } from './support/load.ts';
import { formatReport, writeResults } from './support/report.ts';
import { startBenchServer, type BenchServer } from './support/server.ts';
import type { BenchContext, BenchSettings, Scenario, ScenarioResult } from './support/types.ts';

/**
 * `npm run bench`: builds when stale, runs every module in bench/scenarios (or those
 * BENCH_ONLY names, comma-separated) against the built server on 127.0.0.1, prints a
 * table and writes bench/results/<timestamp>.json.
 */

const environmentSchema = z.object({
  BENCH_ONLY: z.string().optional(),
  BENCH_DURATION_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(32),
  BENCH_LIGHTHOUSE_RUNS: z.coerce.number().int().min(1).max(15).default(3),
  // `targets`, `sitemap`, or a comma-separated list of paths (`/login,/work`).
  BENCH_LIGHTHOUSE_PAGES: z
    .string()
    .default('targets')
    .refine(
      (value) =>
        value === 'targets' ||
        value === 'sitemap' ||
        value.split(',').every((path) => path.startsWith('/')),
      'targets, sitemap, or paths separated by commas, each starting with /',
    ),
  BENCH_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
});

const scenarioSchema = z.object({ name: z.string().min(1), run: z.function() });

function readSettings(): { settings: BenchSettings; only: string[] } {
  const parsed = environmentSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid benchmark settings:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    settings: {
      durationSeconds: env.BENCH_DURATION_SECONDS,
      connections: env.BENCH_CONNECTIONS,
      logLevel: env.BENCH_LOG_LEVEL,
      lighthouseRuns: env.BENCH_LIGHTHOUSE_RUNS,
      lighthousePages: env.BENCH_LIGHTHOUSE_PAGES,
    },
    only: (env.BENCH_ONLY ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

/** Every module in bench/scenarios, by file name, each exporting `scenario` or a default. */
async function loadScenarios(): Promise<Scenario[]> {
  const folder = path.join(projectRoot, 'bench', 'scenarios');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(folder, file)).href)) as {
      scenario?: unknown;
      default?: unknown;
    };
    const candidate = module.scenario ?? module.default;
    if (!scenarioSchema.safeParse(candidate).success) {
      throw new Error(`bench/scenarios/${file} must export \`scenario\` with a name and run()`);
    }
    scenarios.push(candidate as Scenario);
  }
  return scenarios;
}

function selectScenarios(scenarios: Scenario[], only: string[]): Scenario[] {
  if (only.length === 0) return scenarios;
  const unknown = only.filter((name) => !scenarios.some((scenario) => scenario.name === name));
  if (unknown.length > 0) {
    const known = scenarios.map((scenario) => scenario.name).join(', ');
    throw new Error(`BENCH_ONLY names unknown scenarios: ${unknown.join(', ')} (known: ${known})`);
  }
  return scenarios.filter((scenario) => only.includes(scenario.name));
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadAverageAtStart = loadavg();
  const { settings, only } = readSettings();
  const scenarios = selectScenarios(await loadScenarios(), only);
  ensureFreshBuild();

  const servers: BenchServer[] = [];
  const ownedDataDirs: string[] = [];
  const launch = async (options: { dataDir?: string; env?: Record<string, string> } = {}) => {
    const server = await startBenchServer({ buildDir, logLevel: settings.logLevel, ...options });
    servers.push(server);
    if (!options.dataDir) ownedDataDirs.push(server.dataDir);
    return server;
  };
  const cleanUp = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const folder of ownedDataDirs) rmSync(folder, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

  const measurements: (ScenarioResult & { scenario: string })[] = [];
  try {
    // One server for every scenario that loads it, started before the first one runs so
    // that its start counts against none of them.
    const sharedUsers = scenarios.filter((scenario) => scenario.usesSharedServer !== false);
    const sharedEnv: Record<string, string> = Object.assign(
      {},
      ...sharedUsers.map((scenario) => scenario.sharedServerEnv ?? {}),
    );
    const shared = sharedUsers.length > 0 ? await launch({ env: sharedEnv }) : undefined;
    const context: BenchContext = {
      baseUrl: shared?.url ?? '',
      buildDir,
      settings,
      startServer: (options) => launch(options),
      load: async (scenario, options) => {
        if (!shared) throw new Error(`${scenario} needs the shared server (usesSharedServer)`);
        return measureLoad(shared.url, scenario, settings, options);
      },
    };
    for (const scenario of scenarios) {
      console.log(`running ${scenario.name}...`);
      const results = await scenario.run(context);
      measurements.push(...results.map((result) => ({ ...result, scenario: scenario.name })));
    }
  } finally {
    await cleanUp();
  }
  console.log(`\n${formatReport(measurements, settings)}\n`);
  const file = writeResults({ projectRoot, startedAt, loadAverageAtStart, settings, measurements });
  console.log(`Results written to ${path.relative(projectRoot, file)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

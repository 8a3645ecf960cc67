import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import type {
  BenchSettings,
  LoadMeasurement,
  MetricRow,
  ScenarioResult,
  TimingMeasurement,
} from './types.ts';

type Reported = ScenarioResult & { scenario: string };

const textColumns = new Set(['scenario', 'path', 'note', 'what', 'metric', 'unit']);

function table(headings: string[], rows: string[][]): string {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  // Text columns left-aligned, figures right-aligned, as a person reads them.
  const isText = (column: number) => textColumns.has(headings[column] ?? '');
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        isText(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(headings), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

const kindOf = (result: ScenarioResult) => ('kind' in result ? result.kind : 'metric');

export function formatReport(measurements: Reported[], settings: BenchSettings): string {
  const loads = measurements.filter((m): m is LoadMeasurement => kindOf(m) === 'load');
  const timings = measurements.filter((m): m is TimingMeasurement => kindOf(m) === 'timing');
  const metrics = measurements.filter(
    (m): m is MetricRow & { scenario: string } => kindOf(m) === 'metric',
  );
  const sections: string[] = [];
  if (loads.length > 0) {
    sections.push(
      `HTTP load: ${settings.connections} connections, ${settings.durationSeconds} s each, LOG_LEVEL=${settings.logLevel}`,
      table(
        ['scenario', 'path', 'req/s', 'p50 ms', 'p99 ms', 'MB/s', 'non-2xx', 'errors', 'note'],
        loads.map((m) => [
          m.scenario,
          m.path,
          String(m.requestsPerSecond),
          String(m.latencyP50Ms),
          String(m.latencyP99Ms),
          String(m.throughputMBps),
          String(m.non2xx),
          String(m.errors),
          m.note ?? '',
        ]),
      ),
    );
  }
  if (timings.length > 0) {
    sections.push(
      'Timings',
      table(
        ['scenario', 'what', 'ms', 'peak MB'],
        timings.map((m) => [
          m.scenario,
          m.label,
          String(m.milliseconds),
          String(m.peakMemoryMB ?? ''),
        ]),
      ),
    );
  }
  if (metrics.length > 0) {
    sections.push(
      'Other figures',
      table(
        ['scenario', 'metric', 'value', 'unit', 'note'],
        metrics.map((m) => [m.scenario, m.metric, String(m.value), m.unit, m.note ?? '']),
      ),
    );
  }
  return sections.join('\n\n');
}

function gitCommit(projectRoot: string): string | undefined {
  try {
    // "-dirty" marks figures measured on uncommitted changes.
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: projectRoot })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

/** Writes bench/results/<timestamp>.json (git-ignored) and returns its path. */
export function writeResults(options: {
  projectRoot: string;
  startedAt: Date;
  loadAverageAtStart: number[];
  settings: BenchSettings;
  measurements: Reported[];
}): string {
  const folder = path.join(options.projectRoot, 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${options.startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    startedAt: options.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    commit: gitCommit(options.projectRoot),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus().length,
    // Other work on the machine skews every figure; the load average says how much.
    loadAverageAtStart: options.loadAverageAtStart.map((value) => Number(value.toFixed(2))),
    settings: options.settings,
    measurements: options.measurements,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

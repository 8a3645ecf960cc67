// Prints how long each test project takes against the goals in issue 16, with the slowest
// files of each, so the figures can be re-measured on an idle machine. Beside the wall time
// it prints the CPU seconds of the project's whole process tree (vitest, its workers, the
// servers, databases and browsers they reaped): on a machine shared with other work the
// wall time swings with the load, the CPU seconds much less, so compare those.
//   npm run test:timings            every project of `npm test`
//   npm run test:timings -- db      one or more projects by name
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { clockTicksPerSecond, procStatFields } from './proc-stat.mjs';

// Goals on an idle 2-core machine (issue 16). e2e has none of its own: it gets what the
// whole suite's six minutes leave. `.ci/run` (install, gates, npm test, PostgreSQL leg)
// has a 12-minute goal; time it with `time .ci/run`.
const goalsSeconds = { unit: 30, db: 60, e2e: undefined };
const wholeSuiteGoalSeconds = 6 * 60;
const verdict = (elapsedMs, goal) =>
  goal === undefined ? '' : `  (goal ≤ ${goal} s: ${elapsedMs / 1000 <= goal ? 'met' : 'MISSED'})`;
const projects = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['unit', 'unit-fresh', 'component', 'db', 'e2e'];
const folder = mkdtempSync(path.join(tmpdir(), 'studio-timings-'));

const seconds = (milliseconds) => (milliseconds / 1000).toFixed(1);
/**
 * CPU milliseconds of every finished child process, and of everything it reaped in turn
 * (cutime and cstime). Elsewhere than Linux 0, and the CPU column reads 0.0.
 */
function reapedChildrenCpuMs() {
  const fields = procStatFields();
  if (!fields) return 0;
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / clockTicksPerSecond;
}
console.log(
  `${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} (figures are only comparable idle)`,
);

let total = 0;
let totalCpu = 0;
let failed = false;
const rows = [];
for (const project of projects) {
  const report = path.join(folder, `${project}.json`);
  const started = performance.now();
  const cpuBefore = reapedChildrenCpuMs();
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=json', `--outputFile=${report}`],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URL: '' } },
  );
  const elapsed = performance.now() - started;
  const cpu = reapedChildrenCpuMs() - cpuBefore;
  total += elapsed;
  totalCpu += cpu;
  if (run.status !== 0) failed = true;
  const results = JSON.parse(readFileSync(report, 'utf8'));
  const files = results.testResults
    .map((file) => ({
      name: path.relative(process.cwd(), file.name),
      duration: file.endTime - file.startTime,
    }))
    .sort((a, b) => b.duration - a.duration);
  const goal = goalsSeconds[project];
  rows.push(
    `${project.padEnd(5)} ${seconds(elapsed).padStart(6)} s  ${seconds(cpu).padStart(6)} CPU s` +
      `  ${String(results.numTotalTests).padStart(4)} tests in ${files.length} files` +
      `${verdict(elapsed, goal)}${run.status === 0 ? '' : '  FAILED'}`,
  );
  for (const file of files.slice(0, 5)) {
    rows.push(`        ${seconds(file.duration).padStart(6)} s${' '.repeat(14)}${file.name}`);
  }
}
rows.push(
  `all   ${seconds(total).padStart(6)} s  ${seconds(totalCpu).padStart(6)} CPU s  one after another` +
    (projects.length === 3 ? verdict(total, wholeSuiteGoalSeconds) : ''),
);
rows.push(`load average at the end ${loadavg()[0].toFixed(2)}`);
console.log(rows.join('\n'));
rmSync(folder, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;

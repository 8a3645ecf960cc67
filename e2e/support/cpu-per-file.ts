import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
// @ts-expect-error: plain ESM helper shared with the npm scripts, no type declarations.
import { clockTicksPerSecond, procStatFields } from '../../scripts/proc-stat.mjs';

/**
 * With E2E_CPU_LOG set, appends one line per test file: its wall time and the CPU seconds of
 * the worker's process tree (the worker, plus the server, PostgreSQL and Chromium processes
 * it started and reaped), from /proc/self/stat before the file's first hook and after its last.
 */
function cpuSeconds(): number {
  const fields = (procStatFields as () => string[])();
  // utime, stime, cutime and cstime.
  return (
    fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) /
    (clockTicksPerSecond as number)
  );
}

let cpuAtStart = 0;
let wallAtStart = 0;
beforeAll(() => {
  cpuAtStart = cpuSeconds();
  wallAtStart = performance.now();
});
afterAll(() => {
  const file = path.relative(process.cwd(), expect.getState().testPath ?? 'unknown');
  const cpu = cpuSeconds() - cpuAtStart;
  const wall = (performance.now() - wallAtStart) / 1000;
  appendFileSync(
    process.env.E2E_CPU_LOG!,
    `${cpu.toFixed(1)}\t${wall.toFixed(1)}\t${process.pid}\t${file}\n`,
  );
});

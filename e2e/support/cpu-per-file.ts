import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * With E2E_CPU_LOG set, appends one line per test file: its wall time and the CPU seconds of
 * the worker's process tree (the worker, plus the server, PostgreSQL and Chromium processes
 * it started and reaped), from /proc/self/stat before the file's first hook and after its last.
 */
const clockTicks = 100;
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // utime, stime, cutime, cstime are fields 14 to 17 (1-based); here offset by the two cut.
  return fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / clockTicks;
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

// Runs a command and prints the CPU seconds every process on the machine spent meanwhile,
// summed by program (Chromium, the app servers, Vitest's workers, PostgreSQL, …). Unlike
// the CPU columns of test:timings it also sees processes nobody reaps, such as the shared
// Chromium of an e2e run and the embedded PostgreSQL. Linux only (/proc).
//   node scripts/cpu-by-program.mjs -- npx vitest run --project e2e
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clockTicksPerSecond, procStatFields } from './proc-stat.mjs';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node scripts/cpu-by-program.mjs -- <command> [args…]');
  process.exit(2);
}
/** utime + stime of a process, in clock ticks; undefined once it has ended. */
function cpuTicks(pid) {
  const fields = procStatFields(pid);
  return fields && Number(fields[11]) + Number(fields[12]);
}

/** What a process is, from its command line, in the words the summary uses. */
function programOf(pid) {
  let words;
  try {
    words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return 'ended before it was seen';
  }
  if (words.length === 0) return 'kernel or unnamed';
  const name = path.basename(words[0]);
  const line = words.join(' ');
  if (/chrom|headless/.test(name)) return 'chromium';
  // Vitest's workers name themselves after the test file they run.
  if (/\.test\.tsx?$/.test(name)) return 'node: vitest';
  if (name.startsWith('postgres') || /^postgres: /.test(line)) return 'postgres';
  if (name === 'node') {
    if (line.includes('server/main.js')) return 'node: app server';
    if (line.includes('vitest')) return 'node: vitest';
    return 'node: other (the build, tools)';
  }
  return name;
}

const baseline = new Map();
const latest = new Map();
const programs = new Map();
function sample(isFirst) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ticks = cpuTicks(entry);
    if (ticks === undefined) continue;
    if (!programs.has(entry)) programs.set(entry, programOf(entry));
    if (isFirst) baseline.set(entry, ticks);
    latest.set(entry, ticks);
  }
}

sample(true);
const started = performance.now();
const timer = setInterval(() => sample(false), 250);
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
child.on('exit', (code) => {
  clearInterval(timer);
  sample(false);
  const totals = new Map();
  for (const [pid, ticks] of latest) {
    const program = programs.get(pid);
    const spent = (ticks - (baseline.get(pid) ?? 0)) / clockTicksPerSecond;
    totals.set(program, (totals.get(program) ?? 0) + spent);
  }
  const rows = [...totals].filter(([, seconds]) => seconds >= 0.1).sort((a, b) => b[1] - a[1]);
  const all = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s wall, CPU seconds:`);
  for (const [program, seconds] of rows)
    console.log(`${seconds.toFixed(1).padStart(8)}  ${program}`);
  console.log(
    `${all.toFixed(1).padStart(8)}  in all (processes that lived under 250 ms may be missed)`,
  );
  process.exit(code ?? 1);
});

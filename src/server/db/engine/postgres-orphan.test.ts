import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runningPostmaster, stopOrphan } from './postgres-orphan.ts';

let pgData: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  pgData = mkdtempSync(path.join(tmpdir(), 'postgres-orphan-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(pgData, { recursive: true, force: true });
});

function writePidFile(pid: number, dataDir = pgData): void {
  writeFileSync(path.join(pgData, 'postmaster.pid'), `${pid}\n${dataDir}\n1700000000\n5432\n`);
}

it('finds no PostgreSQL without a postmaster.pid', async () => {
  expect(runningPostmaster(pgData)).toBeUndefined();
  await expect(stopOrphan(pgData)).resolves.toBeUndefined();
});

it('ignores a pid that no longer runs', () => {
  // Above Linux's largest pid (2^22), so no process has it.
  writePidFile(2 ** 22 + 12_345);
  expect(runningPostmaster(pgData)).toBeUndefined();
});

it('never takes a live process that is not PostgreSQL for one (a pid reused after a reboot)', async () => {
  const sleeper = spawn('sleep', ['30']);
  children.push(sleeper);
  writePidFile(sleeper.pid!);
  expect(runningPostmaster(pgData)).toBeUndefined();
  await stopOrphan(pgData);
  expect(sleeper.exitCode).toBeNull();
  expect(sleeper.signalCode).toBeNull();
});

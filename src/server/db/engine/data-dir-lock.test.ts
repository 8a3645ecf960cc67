import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirectoryLock,
  dataDirectoryLockHolder,
  DataDirectoryLockedError,
} from './data-dir-lock.ts';

let dataDir: string;
let lockFile: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'studio-lock-'));
  lockFile = path.join(dataDir, 'server.lock');
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Another live process, standing in for a second server that holds the directory. */
function startOtherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

/** The pid of a process that has already exited: a server that crashed holding the lock. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('acquireDataDirectoryLock', () => {
  it('writes our pid and removes the lock on release', () => {
    const release = acquireDataDirectoryLock(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
    // Releasing twice is harmless and a new acquire works again.
    release();
    acquireDataDirectoryLock(dataDir)();
  });

  it('refuses a directory held by another live process, naming it and what to do', () => {
    const other = startOtherProcess();
    writeFileSync(lockFile, String(other.pid));
    expect(() => acquireDataDirectoryLock(dataDir)).toThrow(DataDirectoryLockedError);
    expect(() => acquireDataDirectoryLock(dataDir)).toThrow(
      `The data directory ${dataDir} is in use by another server process (pid ${other.pid}). ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
    // The other process's lock is left alone.
    expect(readFileSync(lockFile, 'utf8')).toBe(String(other.pid));
    expect(dataDirectoryLockHolder(dataDir)).toBe(other.pid);
  });

  it('refuses a second acquire in this process while the first is held', () => {
    const release = acquireDataDirectoryLock(dataDir);
    expect(() => acquireDataDirectoryLock(dataDir)).toThrow(DataDirectoryLockedError);
    expect(() => acquireDataDirectoryLock(`${dataDir}/./`)).toThrow(DataDirectoryLockedError);
    release();
    acquireDataDirectoryLock(dataDir)();
  });

  it('takes over a stale lock whose process no longer runs', async () => {
    const pid = await deadPid();
    writeFileSync(lockFile, String(pid));
    expect(dataDirectoryLockHolder(dataDir)).toBeUndefined();
    const release = acquireDataDirectoryLock(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an empty lock file left by a crash between create and write', () => {
    writeFileSync(lockFile, '');
    const release = acquireDataDirectoryLock(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('creates a missing data directory', () => {
    const nested = path.join(dataDir, 'a', 'b');
    const release = acquireDataDirectoryLock(nested);
    expect(existsSync(path.join(nested, 'server.lock'))).toBe(true);
    release();
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirectoryLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another server process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirectoryLockedError';
  }
}

const lockFileName = 'server.lock';
/** Lock files this process holds: the same pid in a lock is ours only if it is listed here. */
const heldLockFiles = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

function pause(milliseconds: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Creates `file` holding `content` unless it exists. The content is written to a draft
 * first and hard-linked into place, so nobody ever reads a half-written lock.
 */
function createExclusive(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, content, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    // Some mounted file systems have no hard links: fall back to an exclusive create.
    if (!['EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP'].includes(errorCode(error) ?? '')) throw error;
    try {
      writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return true;
    } catch (fallbackError) {
      if (errorCode(fallbackError) === 'EEXIST') return false;
      throw fallbackError;
    }
  } finally {
    rmSync(draft, { force: true });
  }
}

function holderPid(content: string): number | undefined {
  const pid = Number.parseInt(content, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isHeldByLiveProcess(lockFile: string, content: string): number | undefined {
  const pid = holderPid(content);
  if (pid === undefined || !isProcessAlive(pid)) return undefined;
  // Our own pid in a lock we did not take: a previous run that had the same pid (containers).
  if (pid === process.pid && !heldLockFiles.has(lockFile)) return undefined;
  return pid;
}

/**
 * Removes a lock whose holder is gone. Several processes can find the same stale lock at
 * once; a claim file named after its content lets one of them remove it, and only while
 * it still holds that content, so nobody deletes a lock another process has just taken.
 */
function removeStaleLock(lockFile: string, staleContent: string): void {
  const digest = createHash('sha256').update(staleContent).digest('hex').slice(0, 16);
  const claim = `${lockFile}.takeover-${digest}`;
  if (!createExclusive(claim, String(process.pid))) {
    // A claim this old belongs to a process that died in the middle of a takeover.
    if (ageMs(claim) > 10_000) rmSync(claim, { force: true });
    else pause(10);
    return;
  }
  try {
    if (readIfPresent(lockFile) === staleContent) rmSync(lockFile, { force: true });
  } finally {
    rmSync(claim, { force: true });
  }
}

/**
 * The data directory belongs to one server. PostgreSQL's postmaster.pid guards the
 * database files themselves, but outlives a killed server (its PostgreSQL keeps running):
 * this lock tells whether the server that owns the directory is alive, so the next start
 * may stop that PostgreSQL, and the tools know to ask the running server (backups).
 * A lock left behind by a process that no longer runs is taken over. Returns the
 * function that releases it. Why not a lock library: docs/decisions/2026-11-24-embedded-postgresql.md.
 */
export function acquireDataDirectoryLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.resolve(dataDir, lockFileName);
  const content = String(process.pid);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (createExclusive(lockFile, content)) {
      heldLockFiles.add(lockFile);
      return () => {
        if (!heldLockFiles.delete(lockFile)) return;
        if (readIfPresent(lockFile) === content) rmSync(lockFile, { force: true });
      };
    }
    const current = readIfPresent(lockFile);
    if (current === undefined) continue;
    const holder = isHeldByLiveProcess(lockFile, current);
    if (holder !== undefined) throw new DataDirectoryLockedError(dataDir, holder);
    // An empty lock may be one that the exclusive-create fallback is writing right now.
    if (current === '' && ageMs(lockFile) < 500) pause(20);
    else removeStaleLock(lockFile, current);
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

/** The pid holding the lock, if a live process other than a previous run of ours holds it. */
export function dataDirectoryLockHolder(dataDir: string): number | undefined {
  const lockFile = path.resolve(dataDir, lockFileName);
  const content = readIfPresent(lockFile);
  return content === undefined ? undefined : isHeldByLiveProcess(lockFile, content);
}

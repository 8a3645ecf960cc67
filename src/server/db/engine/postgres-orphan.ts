import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL outlives a server killed with SIGKILL (it is a separate process that owns
 * its data). These find and stop such a PostgreSQL, and only that.
 */

/**
 * A killed process whose parent died too stays a zombie until init reaps it, which can
 * take a while: it runs nothing, but signals still reach it (Linux).
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  if (isZombie(pid)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The postmaster pid from postmaster.pid, when that process is a PostgreSQL on `pgData`. */
export function runningPostmaster(pgData: string): number | undefined {
  let content: string;
  try {
    content = readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine, dataLine] = content.split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  // After a reboot the pid may belong to anything: only a postgres on this folder counts.
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!command.includes('postgres')) return undefined;
  } catch {
    // No /proc (macOS): trust the data-directory line PostgreSQL wrote.
  }
  return dataLine?.trim() === path.resolve(pgData) ? pid : undefined;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/**
 * Stops a PostgreSQL left on the folder by a server that was killed (it outlives its
 * parent). Only called while holding the data-directory lock, so no live server owns it.
 * A fast shutdown writes a checkpoint; an immediate one, if that hangs, is still safe:
 * committed transactions are in the WAL and replayed on the next start.
 */
export async function stopOrphan(pgData: string): Promise<void> {
  removeZombieLock(pgData);
  const pid = runningPostmaster(pgData);
  if (pid === undefined) return;
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 20_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 10_000))) {
    throw new Error(`PostgreSQL (pid ${pid}) on ${pgData} does not stop; stop it by hand.`);
  }
}

/**
 * PostgreSQL refuses to start while the pid in postmaster.pid (or in its socket's lock
 * file) exists, and a killed postmaster not yet reaped still does: such locks are
 * removed, since nothing runs there.
 */
function removeZombieLock(pgData: string): void {
  for (const name of ['postmaster.pid', '.s.PGSQL.5432.lock']) {
    const lockFile = path.join(pgData, name);
    let pid: number;
    try {
      pid = Number.parseInt(readFileSync(lockFile, 'utf8').split('\n')[0] ?? '', 10);
    } catch {
      continue;
    }
    if (Number.isInteger(pid) && pid > 0 && isZombie(pid)) rmSync(lockFile, { force: true });
  }
}

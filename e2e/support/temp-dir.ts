import { accessSync, constants, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where e2e data directories go: E2E_TMPDIR if set, else /dev/shm (tmpfs on Linux) when
 * writable, else the system's temporary folder. Every server's embedded PostgreSQL runs
 * with production durability (fsync on each commit); on a disk each fsync waits for the
 * device (7 ms on the shared machine), on tmpfs it returns at once. What the lifecycle
 * tests prove is unchanged: a SIGKILL never drops the page cache, so what survives a kill
 * is the same on either; only a power cut, which no test makes, would tell them apart.
 */
function e2eTempRoot(): string {
  if (process.env.E2E_TMPDIR) return process.env.E2E_TMPDIR;
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/** A new, empty folder for an e2e data directory or scratch files (see e2eTempRoot). */
export function makeE2eTempDir(prefix: string): string {
  return mkdtempSync(path.join(e2eTempRoot(), prefix));
}

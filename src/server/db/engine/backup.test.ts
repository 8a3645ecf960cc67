import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { runTool } from '../../tools/cli.ts';

let dataDir: string;
let printed: MockInstance<typeof console.log>;
let complained: MockInstance<typeof console.error>;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'studio-tools-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('DATABASE_URL', '');
  printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  complained = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const output = () => [...printed.mock.calls, ...complained.mock.calls].flat().join('\n');

/** A port nothing listens on: taken from the OS, then given back. */
async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** A live process standing in for a server that holds the data directory. */
function holdDataDirectory(): number {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  children.push(child);
  mkdirSync(path.join(dataDir, 'postgres'));
  writeFileSync(path.join(dataDir, 'server.lock'), String(child.pid));
  return child.pid!;
}

describe('with DATABASE_URL set', () => {
  beforeEach(() => vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/studio'));

  it('backup points to pg_dump and fails, so a scheduled backup is not reported as done', async () => {
    expect(await runTool(['backup', path.join(dataDir, 'out.tar.gz')])).toBe(1);
    expect(output()).toContain('pg_dump --format=custom --file=backup.dump "$DATABASE_URL"');
  });

  it('restore points to pg_restore and fails', async () => {
    expect(await runTool(['restore', 'backup.dump'])).toBe(1);
    expect(output()).toContain('pg_restore --clean --if-exists --dbname="$DATABASE_URL"');
  });
});

describe('on the embedded database', () => {
  it('shows the usage for an unknown command or a restore without a file', async () => {
    expect(await runTool(['frobnicate'])).toBe(2);
    expect(await runTool(['restore'])).toBe(2);
    expect(complained.mock.calls.flat().join('\n')).toContain('npm run restore -- <file>');
  });

  it('says so when there is no database to back up', async () => {
    expect(await runTool(['backup', path.join(dataDir, 'out.tar.gz')])).toBe(1);
    expect(output()).toBe(`No database found in ${dataDir}`);
  });

  it('refuses to restore a missing file', async () => {
    expect(await runTool(['restore', path.join(dataDir, 'missing.tar.gz')])).toBe(1);
    expect(output()).toBe(`No backup file at ${path.join(dataDir, 'missing.tar.gz')}`);
  });

  it('refuses to restore while a server holds the data directory', async () => {
    const pid = holdDataDirectory();
    const file = path.join(dataDir, 'backup.tar.gz');
    writeFileSync(file, 'not used');
    expect(await runTool(['restore', file])).toBe(1);
    expect(output()).toBe(`A server (pid ${pid}) is using ${dataDir}. Stop it, then restore.`);
  });

  it('names the port when the server holding the directory does not answer there', async () => {
    const pid = holdDataDirectory();
    const port = await unusedPort();
    vi.stubEnv('PORT', String(port));
    expect(await runTool(['backup', path.join(dataDir, 'out.tar.gz')])).toBe(1);
    expect(output()).toBe(
      `A server (pid ${pid}) holds ${dataDir} but does not answer at ` +
        `http://127.0.0.1:${port}/internal/backup. Run the backup with the PORT that server listens on.`,
    );
  });
});

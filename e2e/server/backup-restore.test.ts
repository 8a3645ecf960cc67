import { chmodSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  copyDataDir,
  createDataDirTemplate,
  hasLockFile,
  postLead,
  readLeadEmails,
  removeDir,
  runTool,
} from '../support/lifecycle.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { makeE2eTempDir } from '../support/temp-dir.ts';

/** Processes, PostgreSQL and a 200-request volley: minutes on a loaded two-core machine. */
const slowTestMs = 180_000;

let template: string;
let scratch: string;
const running: RunningServer[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  template = await createDataDirTemplate();
  scratch = makeE2eTempDir('studio-e2e-backup-');
  // Run as root, PostgreSQL runs as the postgres user, which must pass through this folder.
  chmodSync(scratch, 0o711);
}, slowTestMs);
afterAll(() => {
  removeDir(template);
  removeDir(scratch);
});
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop('SIGKILL');
  for (const dataDir of dataDirs.splice(0)) removeDir(dataDir);
});

function dataDirCopy(): string {
  const dataDir = copyDataDir(template);
  dataDirs.push(dataDir);
  return dataDir;
}

async function startOn(dataDir: string): Promise<RunningServer> {
  const server = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
  running.push(server);
  return server;
}

async function submit(server: RunningServer, emails: string[]): Promise<void> {
  const outcomes = await Promise.all(
    emails.map((email, index) => postLead(server.url, email, index + 1)),
  );
  expect(outcomes).toEqual(emails.map(() => 201));
}

const ours = (emails: Set<string>) => [...emails].filter((email) => email.includes('@backup.test'));

it(
  'backs up through the running server and restores only what the backup held',
  async () => {
    const dataDir = dataDirCopy();
    const file = path.join(scratch, 'online.tar.gz');
    const server = await startOn(dataDir);
    const env = { DATA_DIR: dataDir, PORT: String(server.port) };
    const first = ['first-1@backup.test', 'first-2@backup.test', 'first-3@backup.test'];
    await submit(server, first);

    // Without the data directory's secret, the maintenance route does not exist.
    expect((await fetch(`${server.url}/internal/backup`, { method: 'POST' })).status).toBe(404);

    const backup = await runTool(['backup', file], env);
    expect(backup).toMatchObject({ exitCode: 0 });
    expect(backup.output.trim()).toMatch(/^Backup written to .*online\.tar\.gz \(\d+\.\d MB\)$/);

    const later = ['later-1@backup.test', 'later-2@backup.test'];
    await submit(server, later);

    const refused = await runTool(['restore', file], env);
    expect(refused.exitCode).toBe(1);
    expect(refused.output.trim()).toBe(
      `A server (pid ${server.process.pid}) is using ${dataDir}. Stop it, then restore.`,
    );

    expect(await server.stop()).toBe(0);
    const restored = await runTool(['restore', file], env);
    expect(restored.exitCode).toBe(0);
    const keptAs = restored.output.match(/the previous database is kept in (\S+)/)?.[1];
    expect(keptAs).toMatch(new RegExp(`^${dataDir}/postgres\\.before-restore-\\d+$`));
    expect(hasLockFile(dataDir)).toBe(false);

    expect(ours(await readLeadEmails(dataDir)).sort()).toEqual(first);
    expect(ours(await readLeadEmails(dataDir, path.basename(keptAs!))).sort()).toEqual(
      [...first, ...later].sort(),
    );

    // The restored directory is a working database for the next start.
    const restarted = await startOn(dataDir);
    await submit(restarted, ['after-restore@backup.test']);
    expect(await restarted.stop()).toBe(0);
  },
  slowTestMs,
);

it(
  'backs up a stopped data directory itself, and a file that is not a backup changes nothing',
  async () => {
    const dataDir = dataDirCopy();
    const file = path.join(scratch, 'offline.tar.gz');
    const server = await startOn(dataDir);
    await submit(server, ['offline@backup.test']);
    expect(await server.stop()).toBe(0);

    const backup = await runTool(['backup', file], { DATA_DIR: dataDir });
    expect(backup.exitCode).toBe(0);
    expect(hasLockFile(dataDir)).toBe(false);

    // The admin command starts the stopped database itself, and stops it again.
    const admin = await runTool(['admin', 'promote', 'nobody@backup.test'], { DATA_DIR: dataDir });
    expect(admin).toMatchObject({ exitCode: 1 });
    expect(admin.output).toContain('No account uses nobody@backup.test. It must sign up first.');
    expect(hasLockFile(dataDir)).toBe(false);

    const garbage = path.join(scratch, 'garbage.tar.gz');
    writeFileSync(garbage, 'this is not a database dump');
    const refused = await runTool(['restore', garbage], { DATA_DIR: dataDir });
    expect(refused.exitCode).toBe(1);
    expect(refused.output).toContain(`${garbage} is not a backup this tool can restore`);
    expect(readdirSync(dataDir).sort()).toEqual(['postgres', 'secrets.json']);
    expect(ours(await readLeadEmails(dataDir))).toEqual(['offline@backup.test']);

    // Restoring into an empty data directory sets up a new installation from the backup.
    const newInstall = mkdtempSync(path.join(scratch, 'new-install-'));
    const restored = await runTool(['restore', file], { DATA_DIR: newInstall });
    expect(restored.exitCode).toBe(0);
    expect(ours(await readLeadEmails(newInstall))).toEqual(['offline@backup.test']);
  },
  slowTestMs,
);

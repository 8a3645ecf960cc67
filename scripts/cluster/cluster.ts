import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureHaproxy, haproxyConfig } from './haproxy.ts';

export interface ClusterOptions {
  /** Server processes behind the proxy. */
  size: number;
  /** The proxy's port: the address people use. */
  port: number;
  databaseUrl: string;
  /** The build to run (its server/main.js). */
  buildDir: string;
  /** Shared by every process: secrets.json (JWT and local webhook secrets) lives there. */
  dataDir: string;
  /** Extra environment for every server process. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

interface Member {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
  output: string;
}

export interface Cluster {
  url: string;
  ports(): number[];
  /** Restarts every server process in turn, each back and ready before the next goes. */
  roll(): Promise<void>;
  stop(): Promise<void>;
  /** Everything a server process printed (debugging). */
  output(): string;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

async function waitUntilReady(url: string, isAlive: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${what} exited before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within 60 s`);
}

/**
 * N server processes on one PostgreSQL behind HAProxy (installed from Debian's packages
 * when missing). Every process shares the data directory's secrets, so a token or a
 * webhook signature made by one is good on all.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? console.log;
  const haproxy = ensureHaproxy(log);
  mkdirSync(options.dataDir, { recursive: true });
  const publicUrl = `http://localhost:${options.port}`;
  let stopping = false;

  function spawnMember(name: string, port: number): Member {
    const child = spawn(process.execPath, [path.join(options.buildDir, 'server', 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: 'true',
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: options.dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const member: Member = {
      name,
      port,
      child,
      output: '',
      exited: new Promise((resolve) => child.once('exit', () => resolve())),
    };
    const keep = (chunk: Buffer) => {
      member.output += chunk.toString();
      if (options.log !== undefined) return;
      process.stdout.write(`[${name}] ${chunk.toString()}`);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return member;
  }

  async function startMember(name: string, port: number): Promise<Member> {
    const member = spawnMember(name, port);
    await waitUntilReady(
      `http://127.0.0.1:${port}/healthz`,
      () => member.child.exitCode === null && member.child.signalCode === null,
      name,
    );
    return member;
  }

  const members: Member[] = [];
  const ports = await Promise.all(Array.from({ length: options.size }, () => freePort()));
  // The first creates the shared secrets and runs migrations; the rest start together.
  members.push(await startMember('app1', ports[0]!));
  members.push(
    ...(await Promise.all(
      ports.slice(1).map((port, index) => startMember(`app${index + 2}`, port)),
    )),
  );

  const configDir = mkdtempSync(path.join(tmpdir(), 'studio-cluster-'));
  const configFile = path.join(configDir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig({
      port: options.port,
      backends: members.map((member) => ({ name: member.name, port: member.port })),
    }),
  );
  const proxy = spawn(haproxy, ['-db', '-f', configFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const proxyExited = new Promise<void>((resolve) => proxy.once('exit', () => resolve()));
  proxy.once('exit', (code) => {
    if (!stopping) log(`HAProxy exited (${code})`);
  });
  await waitUntilReady(
    `http://127.0.0.1:${options.port}/healthz`,
    () => proxy.exitCode === null,
    'HAProxy',
  );
  log(`cluster ready: ${publicUrl} -> ${members.map((member) => member.port).join(', ')}`);

  return {
    url: `http://127.0.0.1:${options.port}`,
    ports: () => members.map((member) => member.port),
    async roll() {
      for (const [index, member] of members.entries()) {
        member.child.kill('SIGTERM');
        await member.exited;
        members[index] = await startMember(member.name, member.port);
        // Let the proxy's next health check (every second) see it before the next goes.
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    },
    async stop() {
      stopping = true;
      for (const member of members) member.child.kill('SIGTERM');
      await Promise.all(members.map((member) => member.exited));
      proxy.kill('SIGTERM');
      await proxyExited;
    },
    output: () => members.map((member) => member.output).join('\n'),
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Milliseconds from spawning the process to its first 200 on /healthz. */
  readyMs: number;
  /** The process's peak resident memory so far (Linux), in MB. */
  peakMemoryMB(): number | undefined;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  buildDir: string;
  logLevel: string;
  /** A data directory to reuse; a new temporary one otherwise. */
  dataDir?: string;
  /** More environment for the server (a scenario's lifted rate limit, say). */
  env?: Record<string, string>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

function peakMemoryMB(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
    return Number.isFinite(kilobytes) ? Math.round(kilobytes / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the built server on 127.0.0.1 and a free port, with the embedded database (a
 * DATABASE_URL in the environment is ignored: the benchmark measures the default set-up).
 */
export async function startBenchServer(options: StartOptions): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'studio-bench-'));
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(options.buildDir, 'server', 'main.js')], {
    env: {
      ...environment,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: options.logLevel,
      // Its own origin, as a deployment sets its address: canonical links, og:url and
      // the sitemap then name the origin the bench (and Lighthouse's SEO audit) loads.
      PUBLIC_URL: url,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  let isReady = false;
  while (!isReady && performance.now() - startedAt < 120_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${errors}`);
    try {
      isReady = (await fetch(`${url}/healthz`)).status === 200;
    } catch {
      // not listening yet
    }
    if (!isReady) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = Math.round(performance.now() - startedAt);
  if (!isReady) {
    child.kill('SIGKILL');
    throw new Error(`server was not ready within 120 s: ${errors}`);
  }
  return {
    url,
    dataDir,
    process: child,
    readyMs,
    peakMemoryMB: () => peakMemoryMB(child.pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

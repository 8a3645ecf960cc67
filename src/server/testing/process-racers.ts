import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Real processes that call one exported function at the same instant, for tests of what
 * two servers starting together on one data directory do. Each racer loads the module
 * once, then waits for a shared deadline per round, so the calls land within
 * microseconds of each other; a module-level mutex could never show such a race.
 *
 * Per round a racer answers "held" when the call returned a function (a release, kept
 * until `releaseAll`), the error's name when it threw, or the JSON of what it returned.
 */
const racerScript = `
const { createInterface } = await import('node:readline');
const module = await import(process.env.RACE_MODULE);
let release;
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  const { deadline, args } = JSON.parse(line);
  if (!args) { release?.(); release = undefined; console.log('released'); continue; }
  while (Date.now() < deadline) {}
  try {
    const result = module[process.env.RACE_EXPORT](...args);
    if (typeof result === 'function') { release = result; console.log('held'); }
    else console.log(JSON.stringify(result));
  } catch (error) { console.log(error.name); }
}`;

interface Racer {
  child: ChildProcessWithoutNullStreams;
  nextLine(): Promise<string>;
}

function startRacer(modulePath: string, exportName: string): Racer {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', racerScript],
    {
      env: { ...process.env, RACE_MODULE: modulePath, RACE_EXPORT: exportName },
    },
  );
  const waiting: ((line: string) => void)[] = [];
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const resolve = waiting.shift();
    if (resolve) resolve(line);
    else lines.push(line);
  });
  return {
    child,
    nextLine: () =>
      new Promise((resolve) => {
        const line = lines.shift();
        if (line === undefined) waiting.push(resolve);
        else resolve(line);
      }),
  };
}

export interface Racers {
  /** Every racer calls the function with these arguments at once; their answers. */
  race(args: unknown[]): Promise<string[]>;
  /** Racers that hold a release call it. */
  releaseAll(): Promise<void>;
  stop(): void;
}

export async function startRacers(
  count: number,
  modulePath: string,
  exportName: string,
): Promise<Racers> {
  const racers = Array.from({ length: count }, () => startRacer(modulePath, exportName));
  const greetings = await Promise.all(racers.map((racer) => racer.nextLine()));
  if (greetings.some((line) => line !== 'ready')) throw new Error(`racers: ${greetings.join()}`);
  const send = (message: object) =>
    Promise.all(
      racers.map((racer) => {
        racer.child.stdin.write(`${JSON.stringify(message)}\n`);
        return racer.nextLine();
      }),
    );
  return {
    // 60 ms is enough for every racer to read the line and start waiting.
    race: (args) => send({ deadline: Date.now() + 60, args }),
    releaseAll: async () => {
      await send({});
    },
    stop: () => {
      for (const racer of racers) racer.child.kill();
    },
  };
}

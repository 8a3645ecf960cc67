import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRacers, type Racers } from './testing/process-racers.ts';

/**
 * Processes starting together on a new data directory (two servers on one host behind a
 * load balancer, or a server and `npm run backup`) must agree on the generated secrets:
 * a server that kept its own JWT secret would reject every token the others sign, and
 * the backup tool could not authenticate to it. Before the fix, about one round in ten
 * left two processes with different secrets.
 */
const racerCount = 4;
const rounds = 20;

let racers: Racers;
let scratch: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'studio-secrets-race-'));
  const configModule = fileURLToPath(new URL('./config.ts', import.meta.url));
  racers = await startRacers(racerCount, configModule, 'loadOrCreateSecrets');
}, 60_000);

afterAll(() => {
  racers?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

it('gives every process starting at once on a new data directory the same secrets', async () => {
  for (let round = 0; round < rounds; round += 1) {
    const dataDir = path.join(scratch, `data-${round}`);
    const answers = await racers.race([dataDir]);
    const stored = readFileSync(path.join(dataDir, 'secrets.json'), 'utf8');
    expect(answers.map((answer) => JSON.parse(answer) as unknown)).toEqual(
      answers.map(() => JSON.parse(stored) as unknown),
    );
  }
}, 60_000);

import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** What the global setup writes once the run's build and data-directory template are ready. */
export interface RunPreparation {
  /** A migrated, cleanly stopped data directory to copy; '' on PostgreSQL. */
  template?: string;
  /** Why the build or the template failed, for every e2e file to report. */
  error?: string;
}

export interface PreparedRun {
  buildDir: string;
  template: string;
}

const pollMs = 100;
const limitMs = 5 * 60_000;
let preparation: Promise<PreparedRun> | undefined;

/**
 * The run's production build and data-directory template. The global setup prepares them
 * in the background (global-setup.ts), so the unit and db files run meanwhile; an e2e file
 * waits here until they are ready, and fails with the build's own error if they cannot be.
 */
export function preparedRun(): Promise<PreparedRun> {
  preparation ??= waitForPreparation();
  return preparation;
}

async function waitForPreparation(): Promise<PreparedRun> {
  const file = inject('preparationFile');
  const deadline = Date.now() + limitMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) {
      throw new Error(`The e2e build and data-directory template were not ready within 5 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const result = JSON.parse(readFileSync(file, 'utf8')) as RunPreparation;
  if (result.error !== undefined) throw new Error(`Preparing the e2e run failed:\n${result.error}`);
  return { buildDir: inject('buildDir'), template: result.template ?? '' };
}

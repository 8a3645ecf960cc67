import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresTemplate } from './postgres-template.ts';
// @ts-expect-error: plain ESM helper shared with the npm scripts, no type declarations.
import { buildDir, isBuildStale, projectRoot } from '../../scripts/build-inputs.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    buildDir: string;
    /** A migrated, stopped embedded PostgreSQL data folder (postgres-template.ts). */
    postgresTemplate: string;
  }
}

/** End-to-end tests run the production build; build it once if it is missing or stale. */
export default async function setup(project: TestProject): Promise<void> {
  if ((isBuildStale as () => boolean)()) {
    execFileSync(process.execPath, [path.join(projectRoot as string, 'scripts/build.mjs')], {
      stdio: 'inherit',
      cwd: projectRoot as string,
    });
  }
  project.provide('buildDir', buildDir as string);
  project.provide('postgresTemplate', await postgresTemplate(projectRoot as string));
}

import { execFileSync } from 'node:child_process';
import path from 'node:path';
// @ts-expect-error: plain ESM helper shared with the npm scripts, no type declarations.
import * as buildInputs from '../../scripts/build-inputs.mjs';

const { buildDir, isBuildStale, projectRoot } = buildInputs as {
  buildDir: string;
  isBuildStale: () => boolean;
  projectRoot: string;
};

export { buildDir, projectRoot };

/** Builds (into STUDIO_BUILD_DIR, or dist/) when the build is missing or older than the sources. */
export function ensureFreshBuild(): void {
  if (!isBuildStale()) return;
  console.log(`Building into ${buildDir} (missing or older than the sources)...`);
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts/build.mjs')], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
}

// `npm run backup|restore|admin -- ...`: runs a server tool from the built bundle.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDir, projectRoot } from './build-inputs.mjs';

const toolsBundle = path.join(buildDir, 'server/tools.js');

// Build only when there is no bundle at all: a rebuild replaces dist/, which would pull
// the files out from under a server that is running from it (the usual case for backup).
if (!existsSync(toolsBundle)) {
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts/build.mjs')], {
    stdio: 'inherit',
    cwd: projectRoot,
  });
}
const { runTool } = await import(pathToFileURL(toolsBundle).href);
process.exitCode = await runTool(process.argv.slice(2));

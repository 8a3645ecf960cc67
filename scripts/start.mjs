// `npm start`: build when dist/ is missing or older than the sources, then serve.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDir, isBuildStale, projectRoot } from './build-inputs.mjs';

if (isBuildStale()) {
  console.log('Building the site (first start, or sources changed)...');
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts/build.mjs')], {
    stdio: 'inherit',
    cwd: projectRoot,
  });
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(buildDir, 'server/main.js')).href);

// `npm start`: build when dist/ is missing or older than the sources, then serve.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDir, buildIfStale, isBuildStale } from './build-inputs.mjs';

if (isBuildStale()) console.log('Building the site (first start, or sources changed)...');
await buildIfStale();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(buildDir, 'server/main.js')).href);

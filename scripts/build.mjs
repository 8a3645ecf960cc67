// Builds the front end (pre-rendered pages + app shell), pre-compresses its files, and
// bundles the server and its command-line tools into dist/server.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { build } from 'esbuild';
import { register } from 'tsx/esm/api';
import { buildDir, buildStamp, projectRoot } from './build-inputs.mjs';

register();
const { deferModulePreloads } = await import('../src/server/http/defer-module-preloads.ts');
const { writeShareImages } = await import('./share-images.ts');
const { clientManifestFile, trimClientManifest } = await import('./trim-client-manifest.ts');

const started = Date.now();
rmSync(buildDir, { recursive: true, force: true });

execFileSync(
  process.execPath,
  [path.join(projectRoot, 'node_modules/@react-router/dev/bin.js'), 'build'],
  {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  },
);

/** Every file under `folder`, at any depth. */
function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}
const webRoot = path.join(buildDir, 'web/client');

// Pre-rendered pages only: the app shell (__spa-fallback.html) shows nothing until its
// scripts run, so it keeps its preloads.
for (const file of filesUnder(webRoot)) {
  if (path.basename(file) === 'index.html')
    writeFileSync(file, deferModulePreloads(readFileSync(file, 'utf8')));
}

// Every page loads the router's manifest; its browser copy sheds what no page uses.
const assetsDir = path.join(webRoot, 'assets');
for (const name of readdirSync(assetsDir).filter((file) => clientManifestFile.test(file))) {
  const file = path.join(assetsDir, name);
  writeFileSync(file, trimClientManifest(readFileSync(file, 'utf8')));
}

// Brotli at quality 11 costs about 3 CPU s for 2.7 MB: the files are compressed on libuv's
// thread pool while the share pictures are drawn (PNG, not compressed) and esbuild bundles
// the server, instead of one after another.
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
const compressible = /\.(js|css|html|svg|json|webmanifest|txt|xml|map)$/;
const compressFile = async (file) => {
  const content = await readFile(file);
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotliBytes), writeFile(`${file}.gz`, gzipBytes)]);
};
const toCompress = [...filesUnder(webRoot)].filter(
  (file) => compressible.test(file) && statSync(file).size > 1024,
);

await Promise.all([
  writeShareImages(webRoot),
  ...toCompress.map(compressFile),
  build({
    entryPoints: {
      main: 'src/server/main.ts',
      tools: 'src/server/tools/cli.ts',
    },
    absWorkingDir: projectRoot,
    outdir: path.join(buildDir, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  }),
]);

writeFileSync(buildStamp, JSON.stringify({ builtAt: new Date().toISOString() }));
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);

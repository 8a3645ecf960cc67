// What the build reads, whether dist/ is older than any of it, and a build when it is.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');
/** Where the build goes: dist/ unless STUDIO_BUILD_DIR names another folder. */
export const buildDir = path.resolve(projectRoot, process.env.STUDIO_BUILD_DIR ?? 'dist');
export const buildStamp = path.join(buildDir, 'build-stamp.json');

const inputs = [
  'src',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/build.mjs',
  'scripts/trim-client-manifest.ts',
  'scripts/share-images.ts',
];

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

export function isBuildStale() {
  if (!existsSync(buildStamp) || !existsSync(path.join(buildDir, 'server', 'main.js'))) return true;
  const builtAt = statSync(buildStamp).mtimeMs;
  return inputs.some((input) => newestModification(path.join(projectRoot, input)) > builtAt);
}

/**
 * Runs scripts/build.mjs when dist/ is missing or stale (its output on this terminal), in
 * a child process, so a caller with other work (the e2e setup) is not blocked meanwhile.
 * Resolves whether it built; rejects if the build failed.
 */
export async function buildIfStale() {
  if (!isBuildStale()) return false;
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'scripts/build.mjs')], {
      stdio: 'inherit',
      cwd: projectRoot,
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (exit ${code ?? signal})`)),
    );
  });
  return true;
}

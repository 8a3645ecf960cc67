// What the build reads, and whether dist/ is older than any of it.
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
  'scripts/defer-module-preloads.ts',
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

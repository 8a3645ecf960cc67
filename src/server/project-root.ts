import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository folder, found from this module's own location so it holds whether the
 * code runs from src/ (tests, dev) or from the bundle in dist/server/.
 */
function findProjectRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) return process.cwd();
    folder = parent;
  }
  return folder;
}

export const projectRoot = findProjectRoot();

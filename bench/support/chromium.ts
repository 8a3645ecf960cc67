import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium: the browser the page benchmarks drive. */
export function chromiumPath(explicit?: string): string {
  const candidate = explicit ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) throw new Error(`Chromium not found at ${candidate}`);
  return candidate;
}

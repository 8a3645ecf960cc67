import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { browserHeaders, describeResponse } from '../support/probe.ts';
import type { Scenario } from '../support/types.ts';

/** The largest JavaScript file of the build: the heaviest thing a first visit downloads. */
function largestScript(buildDir: string): string {
  const folder = path.join(buildDir, 'web', 'client', 'assets');
  const scripts = readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: statSync(path.join(folder, file)).size }))
    .sort((a, b) => b.size - a.size);
  if (!scripts[0]) throw new Error(`no scripts in ${folder}`);
  return `/assets/${scripts[0].file}`;
}

/** A content-hashed asset (served immutable, pre-compressed), as a browser asks for it. */
export const scenario: Scenario = {
  name: 'hashed-asset',
  async run(context) {
    const asset = largestScript(context.buildDir);
    const note = await describeResponse(`${context.baseUrl}${asset}`, browserHeaders);
    return [await context.load(this.name, { path: asset, headers: browserHeaders, note })];
  },
};

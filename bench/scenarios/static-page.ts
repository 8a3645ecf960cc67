import { browserHeaders, describeResponse } from '../support/probe.ts';
import type { Scenario } from '../support/types.ts';

const page = '/contact';

/** A pre-rendered marketing page, as a browser asks for it. */
export const scenario: Scenario = {
  name: 'static-page',
  async run(context) {
    const note = await describeResponse(`${context.baseUrl}${page}`, browserHeaders);
    return [await context.load(this.name, { path: page, headers: browserHeaders, note })];
  },
};

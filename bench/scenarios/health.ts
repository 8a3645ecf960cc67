import type { Scenario } from '../support/types.ts';

/** /healthz runs `select 1` on the database: the cost of one trivial query per request. */
export const scenario: Scenario = {
  name: 'health',
  async run(context) {
    return [await context.load(this.name, { path: '/healthz', note: 'select 1 on PGlite' })];
  },
};

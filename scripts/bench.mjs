// `npm run bench`: the benchmark harness is TypeScript (bench/run.ts); tsx loads it.
import { register } from 'tsx/esm/api';

register();
await import('../bench/run.ts');

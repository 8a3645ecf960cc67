// `npm run cluster`: N server processes on PostgreSQL behind HAProxy (see docs/operations.md).
import { register } from 'tsx/esm/api';

register();
await import('./cluster/cli.ts');

// `npm run cluster`: N server processes on PostgreSQL behind HAProxy (see README, "In production").
import { register } from 'tsx/esm/api';

register();
await import('./cluster/cli.ts');

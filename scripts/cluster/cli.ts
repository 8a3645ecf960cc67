import path from 'node:path';
// @ts-expect-error: plain ESM helper shared with the npm scripts, no type declarations.
import { buildDir, buildIfStale } from '../build-inputs.mjs';
import { startCluster } from './cluster.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run cluster needs DATABASE_URL: several processes share one PostgreSQL.');
  process.exit(1);
}
await (buildIfStale as () => Promise<boolean>)();

const cluster = await startCluster({
  size: Number(process.env.CLUSTER_SIZE ?? 2),
  port: Number(process.env.PORT ?? 3000),
  databaseUrl,
  buildDir: buildDir as string,
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data-cluster'),
});
console.log('SIGHUP restarts every process in turn (rolling); Ctrl+C stops the cluster.');

let rolling = false;
process.on('SIGHUP', () => {
  if (rolling) return;
  rolling = true;
  console.log('rolling restart: one process at a time');
  cluster
    .roll()
    .then(() => console.log('rolling restart done'))
    .catch((error: unknown) => console.error('rolling restart failed', error))
    .finally(() => (rolling = false));
});
const stop = () => void cluster.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

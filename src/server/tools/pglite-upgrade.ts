import { forgetOpenDaySums } from '../analytics/open-day-sums.ts';
import { acquireDataDirectoryLock } from '../db/engine/data-dir-lock.ts';
import { embeddedEngine, embeddedFolders } from '../db/database.ts';
import { movePGliteToPostgres } from '../db/engine/pglite-move.ts';

/** What happened, for the server's log once it has one. */
export interface UpgradeNote {
  level: 'info' | 'error';
  details: object;
  message: string;
}

/**
 * At start, without DATABASE_URL: a data directory that still holds only the PGlite
 * database of earlier versions is moved into embedded PostgreSQL (durable, leaner), once.
 * If the move fails, the server runs on PGlite as before and says why; nothing is lost,
 * since the PGlite folder is only renamed aside after a complete, checked copy.
 */
export async function upgradeEmbeddedDatabase(dataDir: string): Promise<UpgradeNote | undefined> {
  if (embeddedEngine(dataDir) !== 'pglite') return undefined;
  const releaseLock = acquireDataDirectoryLock(dataDir);
  try {
    const moved = await movePGliteToPostgres(dataDir, embeddedFolders, forgetOpenDaySums);
    return {
      level: 'info',
      details: moved,
      message: 'moved the PGlite database into embedded PostgreSQL; the old folder is kept',
    };
  } catch (error) {
    return {
      level: 'error',
      details: { err: error },
      message: 'could not move the PGlite database into PostgreSQL: running on PGlite as before',
    };
  } finally {
    releaseLock();
  }
}

import type { Kysely } from 'kysely';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dataDirectoryLockHolder } from '../db/engine/data-dir-lock.ts';
import { embeddedFolders, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { DB } from '../db/schema/schema.ts';

export interface ToolDatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** What else the user can do while a server holds the embedded database, or ''. */
  whileServing: string;
}

/** Whether there is a database to open: a PostgreSQL URL, or an embedded one on disk. */
export function hasToolDatabase({
  dataDir,
  databaseUrl,
}: Omit<ToolDatabaseOptions, 'whileServing'>) {
  return (
    databaseUrl !== undefined ||
    Object.values(embeddedFolders).some((folder) => existsSync(path.join(dataDir, folder)))
  );
}

/**
 * Opens the server's database for one command. The embedded database belongs to one
 * process, so while a server holds the data directory this refuses instead of opening it
 * a second time (opening also takes the lock, so a server starting meanwhile is caught).
 */
export async function withToolDatabase<T>(
  { dataDir, databaseUrl, whileServing }: ToolDatabaseOptions,
  run: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (!databaseUrl) {
    const holder = dataDirectoryLockHolder(dataDir);
    if (holder) {
      throw new Error(
        `A running server (pid ${holder}) holds ${dataDir}, and the embedded database ` +
          `must not be opened twice. Stop the server and run this again${whileServing}.`,
      );
    }
    if (!hasToolDatabase({ dataDir, databaseUrl })) {
      throw new Error(`No database in ${dataDir}. Start the server once and sign up first.`);
    }
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    // The server migrates at start; an older data directory gets the same here.
    await migrateToLatest(database.db);
    return await run(database.db);
  } finally {
    await database.close();
  }
}

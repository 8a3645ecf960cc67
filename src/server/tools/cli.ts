import path from 'node:path';
import type { StoredPrices } from '../billing/stripe-sync-stored.ts';
import { runStripeSync } from '../billing/stripe-sync.ts';
import { loadCatalogue } from '../catalogue/catalogue-service.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { adminUsage, runAdminCommand } from './admin-role.ts';
import { backup, restore } from '../db/engine/backup.ts';
import { hasToolDatabase, withToolDatabase } from './tool-database.ts';

const usage = `Usage:
  npm run backup [-- <file>]       write a restorable dump of the embedded database
  npm run restore -- <file>        replace the embedded database with a dump (server stopped)
  npm run stripe:sync              create or find the catalogue's Stripe prices (STRIPE_SECRET_KEY),
                                   as the database holds them (server stopped, if embedded)
${adminUsage}`;

/**
 * The stored catalogue for `stripe:sync`, read from the database the server uses
 * (DATA_DIR or DATABASE_URL, as the server reads them); none before the first start.
 */
function storedCatalogueFrom(env: NodeJS.ProcessEnv) {
  const options = {
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    whileServing: '',
  };
  return async <T>(run: (stored: StoredPrices) => Promise<T>): Promise<T | undefined> => {
    if (!hasToolDatabase(options)) return undefined;
    return withToolDatabase(options, async (db) =>
      run({ db, items: (await loadCatalogue(db)).items }),
    );
  };
}

/** Entry point of the command-line tools; returns the process exit code. */
export async function runTool(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  try {
    // Before loadConfig: the price ids it would demand are what this command prints.
    if (command === 'stripe-sync') {
      return await runStripeSync(process.env, console.log, storedCatalogueFrom(process.env));
    }
    const config = loadConfig();
    switch (command) {
      case 'backup': {
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        console.log(await backup(config, rest[0] ?? `backup-${stamp}.tar.gz`));
        return 0;
      }
      case 'restore': {
        if (!rest[0]) {
          console.error(usage);
          return 2;
        }
        console.log(await restore(config, rest[0]));
        return 0;
      }
      case 'admin':
        return await runAdminCommand(config, rest);
      default:
        console.error(usage);
        return 2;
    }
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    return 1;
  }
}

import type { Kysely } from 'kysely';
import { leadEventNames } from '../../shared/analytics-events.ts';
import type { DB } from '../db/schema/schema.ts';
import {
  daysAwaitingRollup,
  deleteRolledUpEventsBefore,
  deleteSaltsBefore,
  rollUpDay,
  tryRollupLock,
} from './events-repository.ts';
import { dropOpenDay, sumOpenDays } from './open-day-sums.ts';
import { utcDay } from './visitor.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Raw events are kept this long, then only their daily sums. */
export const rawEventRetentionDays = 30;

/**
 * A day is rolled up an hour after it ends, so a beacon stamped 23:59:59 by a process
 * whose request was still running is in before its day is summed.
 */
const rollupGraceMs = hourMs;

export interface RollupResult {
  /** False when another process held the rollup lock; it does the work. */
  ran: boolean;
  days: string[];
}

/**
 * Sums every complete day not summed yet (and drops its open-day sums), adds the final
 * events of the open days to their sums (open-day-sums.ts), drops raw events past
 * retention and salts of past days. All in one transaction under an advisory lock: with
 * several processes one does it; a crash rolls everything back, and the next run starts
 * over from the same rows and the same mark.
 */
export async function rollUpAnalytics(db: Kysely<DB>, now: Date): Promise<RollupResult> {
  const firstOpenDay = utcDay(new Date(now.getTime() - rollupGraceMs));
  const retentionStart = utcDay(new Date(now.getTime() - rawEventRetentionDays * dayMs));
  return db.transaction().execute(async (trx) => {
    if (!(await tryRollupLock(trx))) return { ran: false, days: [] };
    const days: string[] = [];
    for (const day of await daysAwaitingRollup(trx, firstOpenDay)) {
      if (!(await rollUpDay(trx, day, leadEventNames))) continue;
      await dropOpenDay(trx, day);
      days.push(day);
    }
    await sumOpenDays(trx, leadEventNames, firstOpenDay);
    await deleteRolledUpEventsBefore(trx, retentionStart);
    await deleteSaltsBefore(trx, utcDay(now));
    return { ran: true, days };
  });
}

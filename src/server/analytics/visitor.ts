import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { saltForDay } from './events-repository.ts';

/** The UTC calendar day of a moment, as YYYY-MM-DD: the unit of salts and rollups. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Do-Not-Track or Global Privacy Control: the visitor asked not to be counted. */
export function refusesTracking(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/** Crawlers, monitors and headless browsers; a request without a user agent is one too. */
export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

// The salt is read from the database (the same for every process) once per day per
// process; the cache only saves the round trip, it never decides a different salt. The
// promise is kept, so the burst of beacons at midnight makes one read, not one each.
const cachedSalts = new WeakMap<Kysely<DB>, { day: string; salt: Promise<string> }>();

function daySalt(db: Kysely<DB>, day: string): Promise<string> {
  const cached = cachedSalts.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = saltForDay(db, day, randomBytes(32).toString('hex'));
  cachedSalts.set(db, { day, salt });
  // A failed read is not kept: the next beacon asks again.
  salt.catch(() => {
    if (cachedSalts.get(db)?.salt === salt) cachedSalts.delete(db);
  });
  return salt;
}

/**
 * Plausible-style visitor id: a hash of the day's salt, the address and the user agent.
 * Neither is stored, and once the salt is deleted after its day nobody (us included) can
 * link a hash to an address or to the same visitor on another day.
 */
export async function visitorHash(
  db: Kysely<DB>,
  day: string,
  address: string,
  userAgent: string,
): Promise<string> {
  const salt = await daySalt(db, day);
  return createHash('sha256')
    .update(`${salt}\n${address}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}

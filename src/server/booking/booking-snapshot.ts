import { sql, type Kysely, type Selectable } from 'kysely';
import type { Availability } from '../../shared/booking/booking-types.ts';
import type { BookingAvailabilityTable } from '../db/schema/booking-schema.ts';
import { fixedQuery } from '../db/fixed-query.ts';
import type { DB } from '../db/schema/schema.ts';
import { availabilityFromRow, type BookingKindRow } from './booking-repository.ts';
import { freeSlots, type BusyRange, type SlotQuery } from './slot-math.ts';
import { addDays, localDate } from '../../shared/zoned-time.ts';

/**
 * Everything a booking attempt reads before it writes, in ONE round trip: the kind, the
 * rules, the days off and the live bookings from two days before the wanted start to ten
 * days after (a superset of the studio-local week the "next free times" come from, in any
 * zone). Two hundred visitors at once share each process's ten pooled connections, and
 * the pool serves them first come, first served, so each extra round trip of a request
 * delays every answer (issue 34's benchmark: p50 ≈ p99). The snapshot only decides what
 * needs no guarantee: whether the time is bookable at all, an early "just taken", and the
 * suggestions; the insert under the exclusion constraint still decides who gets a slot.
 */
export interface BookingSnapshot {
  kind: BookingKindRow | undefined;
  rules: Availability;
  daysOff: ReadonlySet<string>;
  live: readonly (BusyRange & { startsAt: Date })[];
  /** Whether a hold past its expiry, still `held`, overlaps the window (to expire first). */
  hasStaleHolds: boolean;
}

interface SnapshotRow {
  kind: (Omit<BookingKindRow, 'created_at' | 'updated_at'> & Record<string, unknown>) | null;
  availability: Omit<Selectable<BookingAvailabilityTable>, 'updated_at'>;
  days_off: string[];
  live: { startsAt: string; from: string; until: string }[];
  has_stale_holds: boolean;
}

const day = 86_400_000;

// Compiled once and, on PostgreSQL, prepared once per connection (fixed-query.ts): every
// contender for a slot sends it. Arguments: slug, window start and end (ISO), their dates,
// and now (ISO).
const snapshotQuerySql = fixedQuery(
  (
    db: Kysely<DB>,
    slug: string,
    from: string,
    until: string,
    firstDay: string,
    lastDay: string,
    now: string,
  ) => ({
    compile: () =>
      sql<SnapshotRow>`
        SELECT
          (SELECT to_jsonb(k) FROM booking_kinds k WHERE k.slug = ${slug}) AS kind,
          (SELECT to_jsonb(a) FROM booking_availability a WHERE a.id = 1) AS availability,
          (SELECT coalesce(jsonb_agg(d.day::text), '[]'::jsonb) FROM booking_days_off d
            WHERE d.day BETWEEN ${firstDay}::date AND ${lastDay}::date) AS days_off,
          (SELECT coalesce(jsonb_agg(jsonb_build_object(
              'startsAt', b.starts_at, 'from', b.blocked_from, 'until', b.blocked_until)), '[]'::jsonb)
            FROM bookings b
            WHERE b.blocked_until > ${from}::timestamptz AND b.blocked_from < ${until}::timestamptz
              AND (b.status = 'confirmed'
                OR (b.status = 'held' AND b.hold_expires_at > ${now}::timestamptz))
          ) AS live,
          EXISTS (SELECT 1 FROM bookings b
            WHERE b.status = 'held' AND b.hold_expires_at <= ${now}::timestamptz
              AND b.blocked_until > ${from}::timestamptz
              AND b.blocked_from < ${until}::timestamptz) AS has_stale_holds
      `.compile(db),
  }),
);

export async function readBookingSnapshot(
  db: Kysely<DB>,
  { slug, start, now }: { slug: string; start: Date; now: Date },
): Promise<BookingSnapshot> {
  const from = new Date(start.getTime() - 2 * day).toISOString();
  const until = new Date(start.getTime() + 10 * day).toISOString();
  const { rows } = await snapshotQuerySql(
    db,
    slug,
    from,
    until,
    from.slice(0, 10),
    until.slice(0, 10),
    now.toISOString(),
  );
  const row = rows[0];
  if (!row) throw new Error('the booking snapshot returned no row');
  return {
    kind: row.kind
      ? {
          ...row.kind,
          created_at: new Date(String(row.kind.created_at)),
          updated_at: new Date(String(row.kind.updated_at)),
        }
      : undefined,
    rules: availabilityFromRow(row.availability),
    daysOff: new Set(row.days_off),
    live: row.live.map((booking) => ({
      startsAt: new Date(booking.startsAt),
      from: new Date(booking.from),
      until: new Date(booking.until),
    })),
    hasStaleHolds: row.has_stale_holds,
  };
}

/**
 * The slot maths' view of the snapshot for studio-local dates `fromDate`–`toDate` (within
 * the week after the wanted start), plus what the caller learnt since it was read: a range
 * someone took, or a day that filled up.
 */
export function snapshotQuery(
  snapshot: BookingSnapshot,
  {
    durationMinutes,
    fromDate,
    toDate,
    now,
    alsoBusy,
    fullDate,
  }: {
    durationMinutes: number;
    fromDate: string;
    toDate: string;
    now: Date;
    alsoBusy?: BusyRange;
    fullDate?: string;
  },
): SlotQuery {
  const { rules } = snapshot;
  const bookingsPerDay = new Map<string, number>();
  for (const booking of snapshot.live) {
    const date = localDate(booking.startsAt, rules.timeZone);
    bookingsPerDay.set(date, (bookingsPerDay.get(date) ?? 0) + 1);
  }
  if (fullDate) bookingsPerDay.set(fullDate, rules.dailyMaximum);
  return {
    rules,
    durationMinutes,
    daysOff: snapshot.daysOff,
    busy: alsoBusy ? [...snapshot.live, alsoBusy] : snapshot.live,
    bookingsPerDay,
    now,
    fromDate,
    toDate,
  };
}

/**
 * The suggestions for a given snapshot, by everything they are computed from. When two
 * hundred visitors lose one slot, the slot maths (Intl calls for every opening and every
 * booking) would run two hundred times over the same inputs; this computes it once per
 * process. It is memoisation of a pure function, not a cache of the database: the key
 * holds every input (the rules, days off and live ranges read, the lost range, the minute
 * of `now`), so a booking made or cancelled since changes the key, and it decides no
 * booking, it only words the answer of one that already failed.
 */
const suggestionMemo = new Map<string, Date[] | undefined>();

/**
 * Up to three free starts after a taken one, from the snapshot (the week from its studio-
 * local date), or undefined when that week has fewer and the caller must look further.
 */
export function suggestionsFrom(
  snapshot: BookingSnapshot,
  options: {
    durationMinutes: number;
    after: Date;
    now: Date;
    alsoBusy?: BusyRange;
    fullDate?: string | undefined;
  },
): Date[] | undefined {
  const key = JSON.stringify([
    snapshot.rules,
    [...snapshot.daysOff],
    snapshot.live.map((range) => [
      range.startsAt.getTime(),
      range.from.getTime(),
      range.until.getTime(),
    ]),
    options.durationMinutes,
    options.after.getTime(),
    Math.floor(options.now.getTime() / 60_000),
    options.alsoBusy ? [options.alsoBusy.from.getTime(), options.alsoBusy.until.getTime()] : null,
    options.fullDate ?? null,
  ]);
  if (suggestionMemo.has(key)) return suggestionMemo.get(key);
  const found = computeSuggestions(snapshot, options);
  if (suggestionMemo.size >= 256) suggestionMemo.clear();
  suggestionMemo.set(key, found);
  return found;
}

function computeSuggestions(
  snapshot: BookingSnapshot,
  options: Parameters<typeof suggestionsFrom>[1],
): Date[] | undefined {
  const fromDate = localDate(options.after, snapshot.rules.timeZone);
  const { fullDate, alsoBusy, ...rest } = options;
  const query = snapshotQuery(snapshot, {
    ...rest,
    fromDate,
    toDate: addDays(fromDate, 6),
    ...(alsoBusy ? { alsoBusy } : {}),
    ...(fullDate ? { fullDate } : {}),
  });
  const found = freeSlots(query).filter((slot) => slot > options.after);
  return found.length >= 3 ? found.slice(0, 3) : undefined;
}

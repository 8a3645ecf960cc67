import { sql, type Kysely } from 'kysely';

/**
 * Calls booked on the site (issue 34).
 *
 * - `booking_availability`: one row (id 1): the studio's weekly hours in its time zone,
 *   buffers, minimum notice, how far ahead, daily maximum and the slot interval.
 * - `booking_days_off`: whole local days the studio takes no calls.
 * - `booking_kinds`: the kinds of call (duration, location, questions, catalogue price).
 * - a booking creates or updates the address's one `booking` lead.
 * - `bookings`: one row per booking attempt. `blocked_from`/`blocked_until` are the call
 *   with the buffers in force when it was booked. The exclusion constraint keeps the
 *   blocked ranges of live bookings (`held`, `confirmed`) apart: two processes racing for
 *   one slot cannot both commit (docs/decisions/2026-12-10-one-booking-per-slot.md). Range types
 *   have a built-in GiST operator class, so no extension is needed, on PGlite either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_availability')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('time_zone', 'text', (column) => column.notNull().defaultTo('America/Chicago'))
    .addColumn('weekly_hours', 'jsonb', (column) => column.notNull())
    .addColumn('buffer_before_minutes', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`buffer_before_minutes BETWEEN 0 AND 240`),
    )
    .addColumn('buffer_after_minutes', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(15)
        .check(sql`buffer_after_minutes BETWEEN 0 AND 240`),
    )
    .addColumn('minimum_notice_minutes', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(720)
        .check(sql`minimum_notice_minutes BETWEEN 0 AND 20160`),
    )
    .addColumn('horizon_days', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(60)
        .check(sql`horizon_days BETWEEN 1 AND 365`),
    )
    .addColumn('daily_maximum', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(6)
        .check(sql`daily_maximum BETWEEN 1 AND 48`),
    )
    .addColumn('slot_interval_minutes', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(30)
        .check(sql`slot_interval_minutes IN (15, 20, 30, 60)`),
    )
    .addColumn('cancel_notice_minutes', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(1440)
        .check(sql`cancel_notice_minutes BETWEEN 0 AND 20160`),
    )
    .addColumn('paid_cancellation', 'text', (column) =>
      column
        .notNull()
        .defaultTo('refund')
        .check(sql`paid_cancellation IN ('refund', 'credit')`),
    )
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
  await sql`
    INSERT INTO booking_availability (id, weekly_hours)
    VALUES (1, ${JSON.stringify(weekdays)}::jsonb)
  `.execute(db);

  await db.schema
    .createTable('booking_days_off')
    .addColumn('day', 'date', (column) => column.primaryKey())
    .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('booking_kinds')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (column) =>
      column
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('duration_minutes', 'integer', (column) =>
      column.notNull().check(sql`duration_minutes BETWEEN 10 AND 480`),
    )
    .addColumn('location_kind', 'text', (column) =>
      column.notNull().check(sql`location_kind IN ('video', 'address')`),
    )
    .addColumn('location', 'text', (column) => column.notNull())
    .addColumn('questions', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('catalogue_key', 'text')
    .addColumn('is_active', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  const goals = JSON.stringify([
    { id: 'goal', label: 'What would you like to get out of the call?', required: true },
  ]);
  await sql`
    INSERT INTO booking_kinds
      (slug, name, description, duration_minutes, location_kind, location, questions, catalogue_key, position)
    VALUES
      ('discovery-call', 'Discovery call', 'A free 30-minute call to see whether we fit.', 30,
        'video', 'https://meet.signal.studio/discovery', ${goals}::jsonb, NULL, 0),
      ('spark-session', 'SPARK™ Session', 'A 90-minute clarity session that finds the signal in your story. Paid to confirm.', 90,
        'video', 'https://meet.signal.studio/spark', ${goals}::jsonb, 'spark', 1),
      ('strategy-call', 'Strategy call', 'A free 45-minute call about the app you want built.', 45,
        'video', 'https://meet.signal.studio/strategy', ${goals}::jsonb, NULL, 2)
  `.execute(db);

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind_id', 'uuid', (column) =>
      column.notNull().references('booking_kinds.id').onDelete('restrict'),
    )
    .addColumn('starts_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ends_at', 'timestamptz', (column) => column.notNull())
    .addColumn('blocked_from', 'timestamptz', (column) => column.notNull())
    .addColumn('blocked_until', 'timestamptz', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(sql`status IN ('held', 'confirmed', 'cancelled', 'expired', 'rescheduled')`),
    )
    .addColumn('hold_expires_at', 'timestamptz')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('time_zone', 'text', (column) => column.notNull())
    .addColumn('answers', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('lead_id', 'uuid', (column) => column.references('leads.id').onDelete('set null'))
    .addColumn('user_id', 'uuid')
    .addColumn('checkout_session_id', 'text', (column) => column.unique())
    .addColumn('rescheduled_from', 'uuid', (column) =>
      column.references('bookings.id').onDelete('set null'),
    )
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'text', (column) =>
      column.check(sql`cancelled_by IN ('visitor', 'studio')`),
    )
    .addColumn('cancel_message', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('bookings_times_in_order', sql`starts_at < ends_at`)
    .addCheckConstraint(
      'bookings_blocked_covers_call',
      sql`blocked_from <= starts_at AND blocked_until >= ends_at`,
    )
    .addCheckConstraint(
      'bookings_hold_has_expiry',
      sql`status <> 'held' OR hold_expires_at IS NOT NULL`,
    )
    .execute();
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_one_per_slot
    EXCLUDE USING gist (tstzrange(blocked_from, blocked_until, '[)') WITH &&)
    WHERE (status IN ('held', 'confirmed'))
  `.execute(db);
  await sql`CREATE INDEX bookings_starts_at ON bookings (starts_at)`.execute(db);
  await sql`CREATE INDEX bookings_email ON bookings (lower(email))`.execute(db);

  await sql`ALTER TABLE leads DROP CONSTRAINT leads_source_check`.execute(db);
  await sql`
    ALTER TABLE leads ADD CONSTRAINT leads_source_check
    CHECK (source IN ('contact', 'newsletter', 'webinar', 'waitlist', 'resource', 'booking'))
  `.execute(db);
  // One booking lead per address: each booking updates it (booking-leads.ts).
  await sql`
    CREATE UNIQUE INDEX leads_booking_email_unique ON leads (lower(email)) WHERE source = 'booking'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('booking_kinds').execute();
  await db.schema.dropTable('booking_days_off').execute();
  await db.schema.dropTable('booking_availability').execute();
  await sql`DROP INDEX leads_booking_email_unique`.execute(db);
  await sql`DELETE FROM leads WHERE source = 'booking'`.execute(db);
  await sql`ALTER TABLE leads DROP CONSTRAINT leads_source_check`.execute(db);
  await sql`
    ALTER TABLE leads ADD CONSTRAINT leads_source_check
    CHECK (source IN ('contact', 'newsletter', 'webinar', 'waitlist', 'resource'))
  `.execute(db);
}

import type { ColumnType, Generated } from 'kysely';
import type { BookingQuestion, WeeklyHours } from '../../../shared/booking/booking-types.ts';

/** Tables of the booking feature (migration 20261210090000-booking). */

export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired' | 'rescheduled';
export type PaidCancellation = 'refund' | 'credit';
/** What became of a paid booking's money when the call did not go ahead. */
export type BookingSettlement = 'refund_due' | 'refunded' | 'credited';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** JSON goes in as its text (JSON.stringify) and comes back parsed. */
type Json<Shape> = ColumnType<Shape, string | undefined, string>;
/** Required on insert. */
type Instant = ColumnType<Date, Date | string, Date | string>;
type Defaulted<Value> = ColumnType<Value, Value | undefined, Value>;

export interface BookingAvailabilityTable {
  id: number;
  time_zone: Defaulted<string>;
  weekly_hours: ColumnType<WeeklyHours, string, string>;
  buffer_before_minutes: Defaulted<number>;
  buffer_after_minutes: Defaulted<number>;
  minimum_notice_minutes: Defaulted<number>;
  horizon_days: Defaulted<number>;
  daily_maximum: Defaulted<number>;
  slot_interval_minutes: Defaulted<number>;
  cancel_notice_minutes: Defaulted<number>;
  paid_cancellation: Defaulted<PaidCancellation>;
  updated_at: Timestamp;
}

export interface BookingDaysOffTable {
  /** YYYY-MM-DD, read as text (`day::text`). */
  day: string;
  note: Defaulted<string>;
}

export interface BookingKindsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  description: Defaulted<string>;
  duration_minutes: number;
  location_kind: 'video' | 'address';
  location: string;
  questions: Json<BookingQuestion[]>;
  catalogue_key: string | null;
  is_active: Defaulted<boolean>;
  position: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingsTable {
  id: Generated<string>;
  kind_id: string;
  starts_at: Instant;
  ends_at: Instant;
  blocked_from: Instant;
  blocked_until: Instant;
  status: BookingStatus;
  hold_expires_at: NullableTimestamp;
  name: string;
  email: string;
  time_zone: string;
  answers: Json<Record<string, string>>;
  lead_id: string | null;
  user_id: string | null;
  checkout_session_id: string | null;
  rescheduled_from: string | null;
  cancelled_at: NullableTimestamp;
  cancelled_by: 'visitor' | 'studio' | null;
  cancel_message: string | null;
  settlement: BookingSettlement | null;
  settled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A credit owed for a paid call cancelled under the "credit" rule (migration 20261211090000). */
export interface BookingCreditsTable {
  id: Generated<string>;
  booking_id: string;
  email: string;
  amount: number;
  currency: string;
  created_at: Timestamp;
  used_at: NullableTimestamp;
  /** The booking this credit paid for, set with `used_at` (migration 20261215200000). */
  used_by_booking_id: string | null;
}

export interface BookingTables {
  booking_availability: BookingAvailabilityTable;
  booking_days_off: BookingDaysOffTable;
  booking_kinds: BookingKindsTable;
  bookings: BookingsTable;
  booking_credits: BookingCreditsTable;
}

import { z } from 'zod';
import { isWebAddress } from '../same-site-path.ts';

/** Shapes the booking API and its pages share (issue 34). */

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'A time like 09:00');

/** One window of the studio's week: ISO weekday (1 = Monday … 7 = Sunday), local times. */
export const weeklyWindowSchema = z
  .object({ weekday: z.number().int().min(1).max(7), start: clockTime, end: clockTime })
  .refine((window) => window.start < window.end, 'A window ends after it starts');
export type WeeklyWindow = z.output<typeof weeklyWindowSchema>;
export type WeeklyHours = WeeklyWindow[];

// Building an Intl.DateTimeFormat costs about a millisecond, and every booking request
// names a zone: the names found valid are remembered. Only valid names are stored and the
// set stops growing at 1,000 (spelling variants such as "europe/berlin" are valid too).
const knownZones = new Set<string>();

export function isTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (knownZones.size < 1000) knownZones.add(value);
  return true;
}
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'Unknown time zone');

export const availabilitySchema = z.object({
  timeZone: timeZoneSchema,
  weeklyHours: z.array(weeklyWindowSchema).max(50),
  bufferBeforeMinutes: z.number().int().min(0).max(240),
  bufferAfterMinutes: z.number().int().min(0).max(240),
  minimumNoticeMinutes: z.number().int().min(0).max(20_160),
  horizonDays: z.number().int().min(1).max(365),
  dailyMaximum: z.number().int().min(1).max(48),
  slotIntervalMinutes: z.union([z.literal(15), z.literal(20), z.literal(30), z.literal(60)]),
  cancelNoticeMinutes: z.number().int().min(0).max(20_160),
  paidCancellation: z.enum(['refund', 'credit']),
});
export type Availability = z.output<typeof availabilitySchema>;

export const bookingQuestionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  label: z.string().trim().min(1, 'The question’s text, please').max(200),
  required: z.boolean(),
});
export type BookingQuestion = z.output<typeof bookingQuestionSchema>;

/** A kind of call as the public pages see it. */
export interface PublicBookingKind {
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  locationKind: 'video' | 'address';
  questions: BookingQuestion[];
  /** In cents, from the catalogue; null for a free call. */
  priceCents: number | null;
}

export const bookingRequestSchema = z.object({
  kind: z.string().min(1).max(80),
  startsAt: z.iso.datetime({ offset: true }),
  name: z.string().trim().min(1, 'Your name, please').max(120),
  email: z.email('An e-mail address, please').trim().max(254),
  timeZone: timeZoneSchema,
  answers: z.record(z.string(), z.string().trim().max(2000)).default({}),
  /** The signed manage link's token of a cancelled paid booking whose credit pays. */
  creditToken: z.string().min(10).max(400).optional(),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** What the server answers when the slot went to someone else a moment earlier. */
export interface SlotTakenAnswer {
  error: string;
  code: 'slot_taken';
  nextFree: string[];
}

export const slotsQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});

/** A booking as its own visitor sees it (the confirmation step and the manage page). */
export interface VisitorBooking {
  id: string;
  status: 'held' | 'confirmed' | 'cancelled' | 'expired' | 'rescheduled';
  kind: PublicBookingKind;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  name: string;
  /** The link to move or cancel, only in the answer to the person who just booked. */
  manageUrl?: string;
  /** Where to pay, for a held paid booking. */
  checkoutUrl?: string;
  /** Present for a held booking: when the slot is released unless paid. */
  holdExpiresAt?: string;
  /** A paid booking that did not go ahead: what became of the payment. */
  settlement?: 'refund_due' | 'refunded' | 'credited';
}

/**
 * A credit kept from a cancelled paid call, as the holder of that call's signed link sees
 * it (the manage page, and the booking page opened with the link's token).
 */
export interface BookingCredit {
  /** In cents. */
  amount: number;
  currency: string;
  /** Only this address may spend it. */
  email: string;
  /** The cancelled call it came from: its kind's page is where the mail's link leads. */
  fromKind: { slug: string; name: string };
  fromStartsAt: string;
  fromTimeZone: string;
  createdAt: string;
  /** Set once a booking was paid with it: a credit pays once. */
  usedAt: string | null;
}

/** The page the checkout returns to: the booking the payment was for. */
export interface PaidBookingAnswer {
  booking: VisitorBooking;
  email: string;
}

/**
 * Where a booking's money stands, for the studio: a free kind; a paid kind held while its
 * checkout is open; paid (by card, or with a credit); a refund owed or made; kept as a
 * credit; or a paid kind that was never paid (a hold cancelled or lapsed).
 */
export type BookingPaymentState =
  | 'free'
  | 'awaiting_payment'
  | 'paid'
  | 'paid_with_credit'
  | 'refund_due'
  | 'refunded'
  | 'credited'
  | 'unpaid';

export const paymentStateLabels: Record<BookingPaymentState, string> = {
  free: 'Free',
  awaiting_payment: 'Held, awaiting payment',
  paid: 'Paid',
  paid_with_credit: 'Paid with a credit',
  refund_due: 'Refund pending',
  refunded: 'Refunded',
  credited: 'Credited',
  unpaid: 'Not paid',
};

/** One booking in the admin's list and week view. */
export interface AdminBooking {
  payment: BookingPaymentState;
  id: string;
  kindName: string;
  status: VisitorBooking['status'];
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  timeZone: string;
  answers: Record<string, string>;
  cancelledBy: 'visitor' | 'studio' | null;
  cancelMessage: string | null;
  createdAt: string;
}

/** Any "scheme:" at the start (javascript:, data:, mailto:...): none may become a link. */
const startsWithScheme = /^[a-z][a-z0-9+.-]*:/i;

/** A kind of call as the admin edits it. */
export const bookingKindInputSchema = z
  .object({
    slug: z
      .string()
      .min(1, 'An address, please')
      .max(60)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case words joined by dashes, no spaces'),
    name: z.string().trim().min(1, 'A name, please').max(120),
    description: z.string().trim().max(500),
    durationMinutes: z
      .number('Minutes, as a number')
      .int('Whole minutes')
      .min(10, 'At least 10 minutes')
      .max(480, 'At most 480 minutes'),
    locationKind: z.enum(['video', 'address']),
    location: z.string().trim().min(1, 'Where the call happens, please').max(500),
    questions: z.array(bookingQuestionSchema).max(10, 'At most 10 questions'),
    catalogueKey: z.string().max(60).nullable(),
    isActive: z.boolean(),
    /** Lower first, in admin and on the public list. */
    position: z.number().int().min(0).max(999).default(0),
  })
  .superRefine((kind, context) => {
    if (kind.locationKind === 'video' && !isWebAddress(kind.location)) {
      context.addIssue({
        code: 'custom',
        path: ['location'],
        message: 'A video link starting with https://',
      });
    }
    if (kind.locationKind === 'address' && startsWithScheme.test(kind.location)) {
      context.addIssue({
        code: 'custom',
        path: ['location'],
        message: 'A street address, not a link (choose "Video call" for a link)',
      });
    }
    const ids = kind.questions.map((question) => question.id);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'Two questions share an id',
      });
    }
  });
export type BookingKindInput = z.output<typeof bookingKindInputSchema>;
export type BookingKindDraft = z.input<typeof bookingKindInputSchema>;

/** A kind of call in the admin's editor: what it edits, plus its id. */
export type AdminBookingKind = BookingKindInput & { id: string };

/** A whole local day (in the studio's time zone) the studio takes no calls. */
export const dayOffSchema = z.object({
  day: z.iso.date('A date like 2026-12-24'),
  note: z.string().trim().max(200, 'At most 200 characters'),
});
export type DayOff = z.output<typeof dayOffSchema>;

/** The week view: Monday to Sunday in the studio's zone, of `start`'s week (default: now). */
export const bookingWeekQuerySchema = z.object({ start: z.iso.date().optional() });

export interface BookingWeek {
  studioTimeZone: string;
  /** The week's Monday. */
  start: string;
  /** The studio's today, to mark it and to find the current week again. */
  today: string;
  bookings: AdminBooking[];
}

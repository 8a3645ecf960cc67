import type {
  BookingCredit,
  PaidBookingAnswer,
  PublicBookingKind,
  VisitorBooking,
} from '~/shared/booking/booking-types';
import { apiRequest } from '~/web/lib/api-client';

export interface KindSlots {
  kind: PublicBookingKind;
  slots: string[];
}

export interface ManagedBooking {
  booking: VisitorBooking;
  canChange: boolean;
  cancelNoticeMinutes: number;
  /** The credit this (cancelled, paid) call was kept as, if any. */
  credit: BookingCredit | null;
}

export interface NewBooking {
  kind: string;
  startsAt: string;
  name: string;
  email: string;
  timeZone: string;
  answers: Record<string, string>;
  /** The cancelled booking's signed token whose credit pays (a paid kind only). */
  creditToken?: string;
}

export const fetchKindSlots = (slug: string, from: string, to: string) =>
  apiRequest<KindSlots>(
    `/api/booking/kinds/${encodeURIComponent(slug)}/slots?from=${from}&to=${to}`,
  );

export const createBooking = (booking: NewBooking, accessToken?: string) =>
  apiRequest<VisitorBooking>('/api/booking/bookings', {
    method: 'POST',
    body: booking,
    accessToken,
  });

export const fetchManagedBooking = (token: string) =>
  apiRequest<ManagedBooking>(`/api/booking/manage?t=${encodeURIComponent(token)}`);

export const cancelManagedBooking = (token: string) =>
  apiRequest<{ ok: true; payment: 'refund' | 'credit' | null }>('/api/booking/manage/cancel', {
    method: 'POST',
    body: { t: token },
  });

export const rescheduleManagedBooking = (token: string, startsAt: string) =>
  apiRequest<{ ok: true; manageUrl: string }>('/api/booking/manage/reschedule', {
    method: 'POST',
    body: { t: token, startsAt },
  });

export const fetchPaidBooking = (sessionId: string) =>
  apiRequest<PaidBookingAnswer>(`/api/booking/paid?session_id=${encodeURIComponent(sessionId)}`);

export const fetchCredit = (token: string) =>
  apiRequest<{ credit: BookingCredit }>(`/api/booking/credit?t=${encodeURIComponent(token)}`);

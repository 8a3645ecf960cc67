import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdminBooking, Availability, BookingWeek } from '~/shared/booking/booking-types';
import { useAuthorizedFetch, useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export type BookingWhen = 'upcoming' | 'past';
export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  list: (when: BookingWhen) => [...adminBookingKeys.all, when] as const,
  week: (start: string | null) => [...adminBookingKeys.all, 'week', start ?? 'current'] as const,
  feed: ['admin', 'bookings', 'feed'] as const,
  availability: ['admin', 'bookings', 'availability'] as const,
};

export function useAdminBookings(when: BookingWhen) {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: adminBookingKeys.list(when),
    queryFn: ({ signal }) =>
      request<{ studioTimeZone: string; bookings: AdminBooking[] }>(
        `/api/admin/booking/bookings?when=${when}`,
        { signal },
      ),
  });
}

/** The calls of one studio-local week; `null`: the studio's current week. */
export function useBookingWeek(start: string | null) {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: adminBookingKeys.week(start),
    queryFn: ({ signal }) =>
      request<BookingWeek>(`/api/admin/booking/week${start ? `?start=${start}` : ''}`, {
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useFeedUrl() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: adminBookingKeys.feed,
    queryFn: ({ signal }) => request<{ url: string }>('/api/admin/booking/feed-url', { signal }),
  });
}

/** The studio's hours and rules (the availability form). */
export function useAvailability() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: adminBookingKeys.availability,
    queryFn: ({ signal }) => request<Availability>('/api/admin/booking/availability', { signal }),
  });
}

export function useCancelBooking() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      request(`/api/admin/booking/bookings/${id}/cancel`, { method: 'POST', body: { message } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}

/** The export needs the bearer token, so it is fetched and handed over as a download. */
export function useDownloadBookingsCsv() {
  const authorizedFetch = useAuthorizedFetch();
  return useCallback(
    async (when: BookingWhen) => {
      const response = await authorizedFetch(`/api/admin/booking/bookings.csv?when=${when}`);
      if (!response.ok) throw new Error(`HTTP error ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `bookings-${when}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    [authorizedFetch],
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingKind, BookingKindInput, DayOff } from '~/shared/booking/booking-types';
import type { CatalogueList } from '~/shared/schemas/catalogue';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

/** The admin's kinds of call and days off (issue 34), and the catalogue a price comes from. */
export const bookingSetupKeys = {
  kinds: ['admin', 'bookings', 'kinds'] as const,
  daysOff: ['admin', 'bookings', 'days-off'] as const,
  // The admin catalogue's own key (features/admin): one cache for both screens.
  catalogue: ['admin', 'catalogue'] as const,
};

export function useBookingKinds() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: bookingSetupKeys.kinds,
    queryFn: ({ signal }) =>
      request<{ kinds: AdminBookingKind[] }>('/api/admin/booking/kinds', { signal }),
  });
}

/** The admin's catalogue (the same list the Catalogue section shows) for the price select. */
export function useCatalogueChoices() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: bookingSetupKeys.catalogue,
    queryFn: ({ signal }) => request<CatalogueList>('/api/admin/catalogue', { signal }),
    select: (list) => list.items.map(({ key, name, amount }) => ({ key, name, amount })),
  });
}

export function useSaveBookingKind() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string | null; kind: BookingKindInput }) =>
      id
        ? request(`/api/admin/booking/kinds/${id}`, { method: 'PUT', body: kind })
        : request('/api/admin/booking/kinds', { method: 'POST', body: kind }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingSetupKeys.kinds }),
  });
}

export function useDaysOff() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: bookingSetupKeys.daysOff,
    queryFn: ({ signal }) =>
      request<{ today: string; studioTimeZone: string; daysOff: DayOff[] }>(
        '/api/admin/booking/days-off',
        { signal },
      ),
  });
}

export function useAddDayOff() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dayOff: DayOff) =>
      request('/api/admin/booking/days-off', { method: 'POST', body: dayOff }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingSetupKeys.daysOff }),
  });
}

export function useRemoveDayOff() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) =>
      request(`/api/admin/booking/days-off/${day}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingSetupKeys.daysOff }),
  });
}

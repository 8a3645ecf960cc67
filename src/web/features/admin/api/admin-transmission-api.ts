import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  IssueInput,
  NewsletterIssue,
  ScheduleIssueInput,
  SubscriberList,
  SubscriberQuery,
  TransmissionOverview,
} from '~/shared/schemas/newsletter-issues';
import { useAuthorizedFetch, useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export const transmissionKeys = {
  all: ['admin', 'transmission'] as const,
  subscribers: (filter: SubscriberQuery) =>
    [...transmissionKeys.all, 'subscribers', filter] as const,
};

/** Issues with their progress, subscriber counts and the schedule; refreshed while sending. */
export function useTransmissionQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: transmissionKeys.all,
    queryFn: ({ signal }) => request<TransmissionOverview>('/api/admin/transmission', { signal }),
    refetchInterval: (query) =>
      query.state.data?.issues.some(
        (issue) => issue.status === 'sending' || issue.counts.remaining > 0,
      )
        ? 3000
        : 15_000,
  });
}

function useIssueMutation<Variables>(
  call: (
    request: ReturnType<typeof useAuthorizedRequest>,
    variables: Variables,
  ) => Promise<unknown>,
) {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(request, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transmissionKeys.all }),
  });
}

export function useSaveIssue() {
  return useIssueMutation((request, { id, input }: { id?: string; input: IssueInput }) =>
    id
      ? request<NewsletterIssue>(`/api/admin/transmission/issues/${id}`, {
          method: 'PUT',
          body: input,
        })
      : request<NewsletterIssue>('/api/admin/transmission/issues', { method: 'POST', body: input }),
  );
}

export function useTestIssue() {
  return useIssueMutation((request, id: string) =>
    request(`/api/admin/transmission/issues/${id}/test`, { method: 'POST' }),
  );
}

export function useScheduleIssue() {
  return useIssueMutation((request, { id, ...body }: ScheduleIssueInput & { id: string }) =>
    request<NewsletterIssue>(`/api/admin/transmission/issues/${id}/schedule`, {
      method: 'POST',
      body,
    }),
  );
}

export function useUnscheduleIssue() {
  return useIssueMutation((request, id: string) =>
    request<NewsletterIssue>(`/api/admin/transmission/issues/${id}/unschedule`, { method: 'POST' }),
  );
}

/** The newest 50 subscribers matching a search by address and a status. */
export function useSubscribersQuery(filter: SubscriberQuery) {
  const request = useAuthorizedRequest();
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  const query = params.toString();
  return useQuery({
    queryKey: transmissionKeys.subscribers(filter),
    queryFn: ({ signal }) =>
      request<SubscriberList>(`/api/admin/transmission/subscribers${query ? `?${query}` : ''}`, {
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** Pauses a send (its queued copies are held back) or resumes it. */
export function useIssueSendState() {
  return useIssueMutation((request, { id, action }: { id: string; action: 'pause' | 'resume' }) =>
    request<NewsletterIssue>(`/api/admin/transmission/issues/${id}/${action}`, { method: 'POST' }),
  );
}

export interface ImportSummary {
  added: number;
  confirmed: number;
  unchanged: number;
  skipped: number;
}

/** A refused import: the reason, and each broken row by its line in the file. */
export class ImportError extends Error {
  constructor(
    message: string,
    public readonly problems: { line: number; message: string }[],
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

interface ImportErrorBody {
  error?: { message?: string; details?: { problems?: { line: number; message: string }[] } };
}

/** Sends a subscriber CSV as it is; the server checks every row before importing any. */
export function useImportSubscribers() {
  const authorizedFetch = useAuthorizedFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportSummary> => {
      const response = await authorizedFetch('/api/admin/transmission/subscribers/import', {
        method: 'POST',
        headers: { 'content-type': 'text/csv', accept: 'application/json' },
        body: await file.text(),
      });
      const payload = (await response.json().catch(() => ({}))) as ImportErrorBody & ImportSummary;
      if (!response.ok) {
        throw new ImportError(
          payload.error?.message ?? `HTTP error ${response.status}`,
          payload.error?.details?.problems ?? [],
        );
      }
      return payload;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: transmissionKeys.all }),
  });
}

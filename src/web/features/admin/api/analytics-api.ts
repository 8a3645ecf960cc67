import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, AnalyticsReport } from '~/shared/schemas/analytics';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export interface PeriodSelection {
  period: AnalyticsPeriod;
  from?: string;
  to?: string;
}

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (selection: PeriodSelection) => [...analyticsKeys.all, selection] as const,
};

/** Figures move as visitors arrive: while the section is open it asks again each minute. */
const refreshMs = 60_000;

function reportQuery({ period, from, to }: PeriodSelection): string {
  const params = new URLSearchParams({ period });
  if (period === 'custom' && from && to) {
    params.set('from', from);
    params.set('to', to);
  }
  return params.toString();
}

export function useAnalyticsReport(selection: PeriodSelection) {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: analyticsKeys.report(selection),
    queryFn: ({ signal }) =>
      request<AnalyticsReport>(`/api/admin/analytics?${reportQuery(selection)}`, { signal }),
    refetchInterval: refreshMs,
    placeholderData: keepPreviousData,
  });
}

/** Hands text to the browser as a file download. */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import { useCallback } from 'react';
import { useAuthorizedFetch } from '../../../lib/use-authorized-request';
import { leadFilterQuery, type LeadFilterValues } from './admin-leads-api';

function fileNameFrom(contentDisposition: string | null): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? 'leads.csv';
}

/**
 * The export needs the bearer token, which a plain link cannot carry, so the file is
 * fetched and handed to the browser as a download through an object URL.
 */
export function useDownloadLeadsCsv() {
  const authorizedFetch = useAuthorizedFetch();
  return useCallback(
    async (filter: LeadFilterValues) => {
      const response = await authorizedFetch(`/api/admin/leads.csv${leadFilterQuery(filter)}`);
      if (!response.ok) throw new Error(`HTTP error ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameFrom(response.headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next tick: the click has started the download by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    [authorizedFetch],
  );
}

import { useCallback } from 'react';
import { leadFilterQuery, type LeadFilterValues } from './admin-leads-api';
import { useDownloadCsv } from './download-csv';

/** The leads the filter shows, as a CSV download. */
export function useDownloadLeadsCsv() {
  const download = useDownloadCsv();
  return useCallback(
    (filter: LeadFilterValues) =>
      download(`/api/admin/leads.csv${leadFilterQuery(filter)}`, 'leads.csv'),
    [download],
  );
}

import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import { Button } from '~/web/components/ui/button';
import type { LeadFilterValues } from '../api/admin-leads-api';
import { useDownloadLeadsCsv } from '../api/download-leads-csv';

/** Exports exactly the leads the current filters show. */
export function LeadsExportButton({
  filter,
  isDisabled,
}: {
  filter: LeadFilterValues;
  isDisabled: boolean;
}) {
  const download = useDownloadLeadsCsv();
  const [isExporting, setIsExporting] = useState(false);

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await download(filter);
    } catch {
      toast.error(messages.admin.exportFailed);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Button
      variant="secondary"
      onClick={() => void exportCsv()}
      disabled={isDisabled}
      isLoading={isExporting}
      loadingText="Exporting..."
    >
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </Button>
  );
}

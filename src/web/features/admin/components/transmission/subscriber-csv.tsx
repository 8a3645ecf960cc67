import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { ImportError, useImportSubscribers } from '~/web/features/admin/api/admin-transmission-api';
import { useDownloadCsv } from '~/web/features/admin/api/download-csv';

/**
 * Import subscribers from a CSV (an `email` and a `consent` column; the whole file or
 * nothing) and export them all.
 */
export function SubscriberCsv() {
  const importer = useImportSubscribers();
  const download = useDownloadCsv();
  const [exportError, setExportError] = useState<string>();
  const [isExporting, setIsExporting] = useState(false);
  const inputId = useId();
  const helpId = useId();
  const summary = importer.data;
  const problems = importer.error instanceof ImportError ? importer.error.problems : [];

  const exportAll = async () => {
    setExportError(undefined);
    setIsExporting(true);
    try {
      await download(
        '/api/admin/transmission/subscribers/export.csv',
        'transmission-subscribers.csv',
      );
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'unknown error');
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <div className="mt-5 grid gap-3 rounded-xl border border-ink-800 bg-ink-950/60 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-ink-600 px-4 py-2 text-sm font-semibold focus-within:ring-2 focus-within:ring-signal-400 hover:border-signal-400"
        >
          <Upload aria-hidden="true" className="size-4" />
          {importer.isPending ? 'Importing…' : 'Import CSV'}
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={helpId}
            disabled={importer.isPending}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) importer.mutate(file);
            }}
          />
        </label>
        <Button
          variant="secondary"
          isLoading={isExporting}
          loadingText="Exporting…"
          onClick={exportAll}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      <p id={helpId} className="text-sm text-ink-400">
        Columns: <code>email</code>, <code>consent</code> (yes for each person who opted in),
        optional <code>source</code> and <code>consented_at</code>. A file with any broken row
        imports nothing; people who unsubscribed are never added back.
      </p>
      {summary && (
        <p role="status" className="text-sm text-emerald-200">
          Imported: {summary.added} added, {summary.confirmed} confirmed, {summary.unchanged}{' '}
          already subscribed, {summary.skipped} skipped (unsubscribed or suppressed).
        </p>
      )}
      {importer.error && (
        <div role="alert" className="text-sm text-red-300">
          <p>Not imported: {importer.error.message}</p>
          {problems.length > 0 && (
            <ul className="mt-2 max-h-48 list-disc overflow-y-auto pl-5">
              {problems.map((problem) => (
                <li key={problem.line}>
                  Line {problem.line}: {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {exportError && (
        <p role="alert" className="text-sm text-red-300">
          Export failed: {exportError}
        </p>
      )}
    </div>
  );
}

import type { SiteSettingsHistoryEntry } from '~/shared/schemas/site-settings';
import { settingLabel } from '~/shared/site-settings/setting-changes';

const changedAtFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function shown(value: string | number | boolean | null): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

export function SettingsHistory({
  entries,
  isLoading,
}: {
  entries: SiteSettingsHistoryEntry[] | undefined;
  isLoading: boolean;
}) {
  return (
    <div className="mt-6 border-t border-ink-800 pt-5">
      <h3 className="text-base font-semibold text-ink-100">History</h3>
      {isLoading && <p className="mt-2 text-sm text-ink-400">Loading history...</p>}
      {entries && entries.length === 0 && (
        <p className="mt-2 text-sm text-ink-400">No changes yet: the site uses the defaults.</p>
      )}
      {entries && entries.length > 0 && (
        <ol aria-label="Settings history" className="mt-3 flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.version} className="rounded-lg border border-ink-800 p-3 text-sm">
              <p className="text-ink-300">
                <time dateTime={entry.changedAt}>
                  {changedAtFormat.format(new Date(entry.changedAt))}
                </time>{' '}
                · <span className="break-all text-ink-100">{entry.changedBy}</span> · version{' '}
                {entry.version}
              </p>
              <ul className="mt-2 flex flex-col gap-1">
                {entry.changes.map((change) => (
                  <li key={change.field} className="break-words text-ink-200">
                    <span className="font-medium">{settingLabel(change.field)}</span>:{' '}
                    <span className="text-ink-400 line-through">{shown(change.from)}</span> →{' '}
                    <span>{shown(change.to)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

import type { CatalogueHistoryEntry } from '~/shared/schemas/catalogue';

const changedAtFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Who changed which item, when, each field old to new. */
export function CatalogueHistory({
  entries,
  names,
}: {
  entries: CatalogueHistoryEntry[];
  names: Map<string, string>;
}) {
  return (
    <div className="mt-6 border-t border-ink-800 pt-5">
      <h3 className="text-base font-semibold text-ink-100">History</h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-ink-400">No changes yet: the catalogue is as seeded.</p>
      ) : (
        <ol aria-label="Catalogue history" className="mt-3 flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.revision} className="rounded-lg border border-ink-800 p-3 text-sm">
              <p className="text-ink-300">
                <time dateTime={entry.changedAt}>
                  {changedAtFormat.format(new Date(entry.changedAt))}
                </time>{' '}
                · <span className="break-all text-ink-100">{entry.changedBy}</span> ·{' '}
                {names.get(entry.key) ?? entry.key}
              </p>
              <ul className="mt-2 flex flex-col gap-1">
                {entry.changes.map((change) => (
                  <li key={change.field} className="break-words text-ink-200">
                    <span className="font-medium">{change.field}</span>:{' '}
                    <span className="text-ink-400 line-through">{change.from}</span> →{' '}
                    <span>{change.to}</span>
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

import { useId } from 'react';
import type { ArticleStatus } from '~/shared/schemas/transmission-articles';

export type Publishing = 'draft' | 'now' | 'schedule';

/** "2026-12-10T09:30" in the browser's time zone, for a datetime-local input. */
function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Draft, published now (or at its earlier time), or scheduled for a time ahead. */
export function ArticlePublishing({
  publishing,
  publishAt,
  openedAt,
  error,
  onChange,
}: {
  publishing: Publishing;
  /** When the editor opened (ms): "published" keeps a time before it, a schedule starts after. */
  openedAt: number;
  publishAt: string | null;
  error?: string;
  onChange: (status: ArticleStatus, publishAt: string | null) => void;
}) {
  const name = useId();
  const timeId = useId();
  const options: [Publishing, string][] = [
    ['draft', 'Draft: only admins see it'],
    ['now', 'Published'],
    ['schedule', 'Scheduled for'],
  ];
  const choose = (choice: Publishing) => {
    if (choice === 'draft') onChange('draft', publishAt);
    // Published keeps an earlier publication time (its date stays), else it is now.
    else if (choice === 'now')
      onChange('published', publishAt && Date.parse(publishAt) <= openedAt ? publishAt : null);
    else onChange('published', publishAt ?? new Date(openedAt + 3_600_000).toISOString());
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Publication</legend>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {options.map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={value}
              checked={publishing === value}
              onChange={() => choose(value)}
            />
            {label}
          </label>
        ))}
        {publishing === 'schedule' && (
          <input
            id={timeId}
            type="datetime-local"
            aria-label="Publish at (your time)"
            value={localInputValue(publishAt)}
            onChange={(event) =>
              event.target.value &&
              onChange('published', new Date(event.target.value).toISOString())
            }
            className="rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-ink-100"
          />
        )}
      </div>
      {error && <p className="text-sm text-red-300">{error}</p>}
    </fieldset>
  );
}

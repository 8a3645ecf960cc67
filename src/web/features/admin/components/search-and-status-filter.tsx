import { Search } from 'lucide-react';
import { useId } from 'react';
import { capitalise } from './format';

const controlStyles =
  'rounded-lg border border-ink-700 bg-ink-950 py-2 text-sm text-ink-100 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none';

interface SearchAndStatusFilterProps<Status extends string> {
  /** What the search box is for, read aloud (its visible hint is `placeholder`). */
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearchChange(search: string): void;
  statuses: readonly Status[];
  /** '' is "All statuses". */
  status: Status | '';
  onStatusChange(status: Status | ''): void;
  className?: string;
}

/** The admin lists' filter row: a search box and a status choice (leads, outbox, subscribers). */
export function SearchAndStatusFilter<Status extends string>({
  searchLabel,
  placeholder,
  search,
  onSearchChange,
  statuses,
  status,
  onStatusChange,
  className = 'mb-4',
}: SearchAndStatusFilterProps<Status>) {
  const statusId = useId();
  return (
    <div className={`${className} flex flex-col gap-3 sm:flex-row`}>
      <label className="relative flex-1">
        <span className="sr-only">{searchLabel}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
        />
        <input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={placeholder}
          className={`${controlStyles} w-full pr-3 pl-9`}
        />
      </label>
      <div className="flex items-center gap-2 text-sm text-ink-300">
        <label htmlFor={statusId} className="shrink-0">
          Status
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => onStatusChange(event.target.value as Status | '')}
          className={`${controlStyles} w-full px-3 sm:w-44`}
        >
          <option value="">All statuses</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {capitalise(value)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

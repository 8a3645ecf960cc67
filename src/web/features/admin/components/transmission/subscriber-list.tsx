import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import {
  subscriberStatuses,
  type SubscriberQuery,
} from '../../../../../shared/schemas/newsletter-issues';
import { useSubscribersQuery } from '../../api/admin-transmission-api';
import { capitalise, formatDateTime } from '../format';
import { useDebouncedValue } from '../use-debounced-value';

const controlStyles =
  'rounded-lg border border-ink-700 bg-ink-950 py-2 text-sm text-ink-100 focus:border-signal-400 focus:ring-2 focus:ring-signal-400/40 focus:outline-none';

type Status = NonNullable<SubscriberQuery['status']>;

/** Who is on the list, newest first: address, status, where they signed up, when. */
export function SubscriberList() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const statusId = useId();
  const q = useDebouncedValue(search.trim(), 250);
  const query = useSubscribersQuery({
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
  });
  const list = query.data;

  return (
    <div className="mt-5">
      <div className="mb-3 flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search subscribers by address</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by address..."
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
            onChange={(event) => setStatus(event.target.value as Status | '')}
            className={`${controlStyles} w-full px-3 sm:w-44`}
          >
            <option value="">All statuses</option>
            {subscriberStatuses.map((value) => (
              <option key={value} value={value}>
                {capitalise(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isError && (
        <p role="alert" className="text-sm text-red-300">
          Could not load subscribers: {query.error.message}
        </p>
      )}
      {list && list.subscribers.length === 0 && (
        <p className="text-sm text-ink-300">No subscriber matches.</p>
      )}
      {list && list.subscribers.length > 0 && (
        <ul className="divide-y divide-ink-800 rounded-xl border border-ink-800">
          {list.subscribers.map((subscriber) => (
            <li
              key={subscriber.email}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2.5 text-sm"
            >
              <span className="min-w-0 font-medium break-all">{subscriber.email}</span>
              <span className="text-ink-300">
                {capitalise(subscriber.status)} · {subscriber.source} · since{' '}
                {formatDateTime(subscriber.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list?.hasMore && (
        <p className="mt-2 text-xs text-ink-400">Showing the newest 50: search to narrow.</p>
      )}
    </div>
  );
}

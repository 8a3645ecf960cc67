import { useState } from 'react';
import { subscriberStatuses, type SubscriberQuery } from '~/shared/schemas/newsletter-issues';
import { useSubscribersQuery } from '~/web/features/admin/api/admin-transmission-api';
import { capitalise, formatDateTime } from '../format';
import { useDebouncedValue } from '../use-debounced-value';
import { SearchAndStatusFilter } from '../search-and-status-filter';

type Status = NonNullable<SubscriberQuery['status']>;

/** Who is on the list, newest first: address, status, where they signed up, when. */
export function SubscriberList() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const q = useDebouncedValue(search.trim(), 250);
  const query = useSubscribersQuery({
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
  });
  const list = query.data;

  return (
    <div className="mt-5">
      <SearchAndStatusFilter<Status>
        className="mb-3"
        searchLabel="Search subscribers by address"
        placeholder="Search by address..."
        search={search}
        onSearchChange={setSearch}
        statuses={subscriberStatuses}
        status={status}
        onStatusChange={setStatus}
      />
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

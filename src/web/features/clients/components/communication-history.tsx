import { ChevronDown, History } from 'lucide-react';
import { useId, useState } from 'react';
import { messages } from '~/shared/messages';
import type { Communication } from '~/shared/schemas/communications';
import { Spinner } from '~/web/components/ui/spinner';
import { useCommunicationsQuery } from '../api/communications-api';
import { formatDateTime } from './format-date';

const typeLabels: Record<Communication['type'], string> = { email: 'Email', sms: 'SMS' };

function HistoryTable({ communications }: { communications: Communication[] }) {
  if (communications.length === 0) {
    return <p className="py-6 text-center text-ink-300">{messages.communications.noHistory}</p>;
  }
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead className="max-md:sr-only">
        <tr className="border-b border-ink-700 text-xs tracking-wider text-ink-400 uppercase">
          <th scope="col" className="w-44 px-3 py-2 font-semibold">
            Date
          </th>
          <th scope="col" className="w-20 px-3 py-2 font-semibold">
            Type
          </th>
          <th scope="col" className="w-[28%] px-3 py-2 font-semibold">
            Subject
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Content
          </th>
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-2">
        {communications.map((communication) => (
          <tr
            key={communication.id}
            className="align-top max-md:flex max-md:flex-col max-md:gap-1 max-md:rounded-xl max-md:border max-md:border-ink-800 max-md:p-3 md:border-b md:border-ink-800"
          >
            <td className="px-3 py-3 whitespace-nowrap text-ink-300 max-md:p-0 max-md:text-xs">
              {formatDateTime(communication.createdAt)}
            </td>
            <td className="px-3 py-3 max-md:p-0">
              <span
                className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
                  communication.type === 'email'
                    ? 'bg-signal-500/15 text-signal-300'
                    : 'bg-pulse-500/15 text-pulse-400'
                }`}
              >
                {typeLabels[communication.type]}
              </span>
            </td>
            <td className="px-3 py-3 font-medium break-words max-md:p-0">
              {communication.subject ?? <span className="text-ink-400 max-md:hidden">—</span>}
            </td>
            <td className="px-3 py-3 break-words whitespace-pre-line text-ink-300 max-md:p-0">
              <p className="line-clamp-4">{communication.content}</p>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Hidden until asked for, and fetched only then: most visits never open it. */
export function CommunicationHistory({ clientId }: { clientId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const historyQuery = useCommunicationsQuery(clientId, isOpen);

  return (
    <section className="rounded-2xl border border-ink-800 bg-ink-900/70">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left text-lg font-semibold hover:bg-ink-800/50 sm:px-6"
        >
          <span className="flex items-center gap-2">
            <History aria-hidden="true" className="size-5 text-signal-400" />
            Communication History
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 text-ink-300 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      {isOpen && (
        <div id={panelId} className="border-t border-ink-800 px-2 pb-3 sm:px-3">
          {historyQuery.isPending ? (
            <Spinner label="Loading history" className="py-6" />
          ) : historyQuery.isError ? (
            <p className="py-6 text-center text-ink-300">
              {messages.communications.loadHistoryFailed}
            </p>
          ) : (
            <HistoryTable communications={historyQuery.data} />
          )}
        </div>
      )}
    </section>
  );
}

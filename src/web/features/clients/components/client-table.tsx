import { Mail, Phone, UserRound } from 'lucide-react';
import type { Client } from '~/shared/schemas/clients';
import { messages } from '~/shared/messages';

interface ClientTableProps {
  clients: Client[];
  selectedClientId: string | undefined;
  onSelect: (clientId: string) => void;
  /** Whether a search is narrowing the list (changes what the empty state says). */
  isFiltered: boolean;
}

function Contact({ client }: { client: Client }) {
  if (!client.email && !client.phone) {
    return (
      <span className="text-ink-400">
        <span className="md:hidden">No contact details</span>
        <span className="max-md:hidden">—</span>
      </span>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      {client.email && (
        <span className="flex min-w-0 items-center gap-1.5">
          <Mail aria-hidden="true" className="size-3.5 shrink-0 text-ink-400" />
          <span className="truncate" title={client.email}>
            {client.email}
          </span>
        </span>
      )}
      {client.phone && (
        <span className="flex items-center gap-1.5">
          <Phone aria-hidden="true" className="size-3.5 shrink-0 text-ink-400" />
          {client.phone}
        </span>
      )}
    </div>
  );
}

/**
 * Name, Company, Contact, Notes. A row is selected through the button on the name, so
 * keyboard and screen-reader users select exactly as mouse users do; on phones the
 * header row is hidden and each row stacks into a card.
 */
export function ClientTable({ clients, selectedClientId, onSelect, isFiltered }: ClientTableProps) {
  if (clients.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <UserRound aria-hidden="true" className="size-8 text-ink-600" />
        <p className="text-ink-300">{messages.client.noClients}</p>
        {!isFiltered && (
          <p className="text-sm text-ink-400">Add your first client with the form.</p>
        )}
      </div>
    );
  }
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead className="max-md:sr-only">
        <tr className="border-b border-ink-700 text-xs uppercase tracking-wider text-ink-400">
          <th scope="col" className="w-[26%] px-3 py-2 font-semibold">
            Name
          </th>
          <th scope="col" className="w-[20%] px-3 py-2 font-semibold">
            Company
          </th>
          <th scope="col" className="w-[30%] px-3 py-2 font-semibold">
            Contact
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Notes
          </th>
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-2">
        {clients.map((client) => {
          const isSelected = client.id === selectedClientId;
          return (
            <tr
              key={client.id}
              onClick={() => onSelect(client.id)}
              data-selected={isSelected || undefined}
              className={`cursor-pointer align-top transition-colors max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-xl max-md:border max-md:p-3 md:border-b md:border-ink-800 ${
                isSelected
                  ? 'bg-signal-500/10 max-md:border-signal-500/60'
                  : 'hover:bg-ink-800/70 max-md:border-ink-800'
              }`}
            >
              <td className="min-w-0 px-3 py-3 max-md:col-span-2 max-md:p-0">
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(client.id);
                  }}
                  aria-pressed={isSelected}
                  className="max-w-full truncate text-left font-semibold text-ink-100 hover:text-signal-300"
                >
                  {client.name}
                </button>
              </td>
              <td className="min-w-0 px-3 py-3 break-words text-ink-300 max-md:p-0">
                {client.company ?? <span className="text-ink-400 md:hidden">No company</span>}
              </td>
              <td className="min-w-0 px-3 py-3 text-ink-300 max-md:col-span-2 max-md:row-start-3 max-md:p-0">
                <Contact client={client} />
              </td>
              <td className="min-w-0 px-3 py-3 text-ink-300 max-md:col-span-2 max-md:p-0">
                <p className="line-clamp-2 break-words">{client.notes}</p>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

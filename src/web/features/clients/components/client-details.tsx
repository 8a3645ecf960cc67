import { Building2, Mail, Pencil, Phone, StickyNote, Trash2 } from 'lucide-react';
import type { Client } from '~/shared/schemas/clients';

interface ClientDetailsProps {
  client: Client;
  onEdit: () => void;
  onDelete: () => void;
}

function DetailRow({
  icon,
  label,
  isWide = false,
  isLink = false,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  isWide?: boolean;
  /** The value is a link, 44 px tall on a phone: the icon centres on its row there. */
  isLink?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={`flex gap-3 ${isWide ? 'sm:col-span-2' : ''}`}>
      <dt
        className={`shrink-0 text-ink-400 ${isLink ? 'flex h-11 items-center sm:mt-0.5 sm:block sm:h-auto' : 'mt-0.5'}`}
      >
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-ink-100 wrap-anywhere">{children}</dd>
    </div>
  );
}

const iconClass = 'size-4';
// A 44 px tall tap target on a phone (WCAG 2.5.5); a long address still wraps inside it.
const contactLinkStyle =
  'inline-flex min-h-11 items-center break-all text-pulse-400 hover:underline sm:min-h-0';
const missing = (text: string) => <span className="text-ink-400">{text}</span>;

export function ClientDetails({ client, onEdit, onDelete }: ClientDetailsProps) {
  return (
    <section
      aria-labelledby="client-details-heading"
      className="flex flex-col gap-4 rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-signal-400 uppercase">
            Client Details
          </p>
          <h2 id="client-details-heading" className="mt-1 text-xl font-semibold break-words">
            {client.name}
          </h2>
        </div>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            onClick={onEdit}
            className="rounded-md p-2 text-ink-300 hover:bg-ink-800 hover:text-ink-100"
            aria-label={`Edit ${client.name}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            className="rounded-md p-2 text-ink-300 hover:bg-red-500/10 hover:text-red-300"
            aria-label={`Delete ${client.name}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <DetailRow
          icon={<Mail aria-hidden="true" className={iconClass} />}
          label="Email"
          isLink={Boolean(client.email)}
        >
          {client.email ? (
            <a href={`mailto:${client.email}`} className={contactLinkStyle}>
              {client.email}
            </a>
          ) : (
            missing('No email address')
          )}
        </DetailRow>
        <DetailRow
          icon={<Phone aria-hidden="true" className={iconClass} />}
          label="Phone"
          isLink={Boolean(client.phone)}
        >
          {client.phone ? (
            <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} className={contactLinkStyle}>
              {client.phone}
            </a>
          ) : (
            missing('No phone number')
          )}
        </DetailRow>
        <DetailRow
          icon={<Building2 aria-hidden="true" className={iconClass} />}
          label="Company"
          isWide
        >
          {client.company ?? missing('No company')}
        </DetailRow>
        <DetailRow
          icon={<StickyNote aria-hidden="true" className={iconClass} />}
          label="Notes"
          isWide
        >
          {client.notes ? (
            <span className="whitespace-pre-line">{client.notes}</span>
          ) : (
            missing('No notes')
          )}
        </DetailRow>
      </dl>
    </section>
  );
}

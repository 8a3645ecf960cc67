import { Building2, Mail, Newspaper, Phone } from 'lucide-react';
import { leadStatuses, type AdminLead, type LeadStatusValue } from '~/shared/schemas/admin';
import { capitalise, formatDateTime } from './format';

const statusColours: Record<LeadStatusValue, string> = {
  new: 'border-signal-500/50 text-signal-300',
  contacted: 'border-sky-400/50 text-sky-300',
  qualified: 'border-amber-400/50 text-amber-200',
  converted: 'border-pulse-500/50 text-pulse-400',
};

const sourceLabels: Record<AdminLead['source'], string> = {
  contact: 'Contact form',
  newsletter: 'Newsletter sign-up',
  webinar: 'Webinar sign-up',
  waitlist: 'Waitlist: next edition',
  resource: 'Resource copy',
  booking: 'Booked a call',
};

interface LeadCardProps {
  lead: AdminLead;
  onStatusChange: (status: LeadStatusValue) => void;
}

export function LeadCard({ lead, onStatusChange }: LeadCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-800 bg-ink-950/60 p-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold wrap-anywhere">{lead.name}</h3>
          <span className="rounded-full bg-ink-800 px-2 py-0.5 text-xs text-ink-300">
            {sourceLabels[lead.source]}
          </span>
          {lead.newsletterSubscriber && (
            <span className="inline-flex items-center gap-1 rounded-full bg-pulse-500/15 px-2 py-0.5 text-xs text-pulse-400">
              <Newspaper aria-hidden="true" className="size-3" />
              Newsletter subscriber
            </span>
          )}
        </div>
        <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-300">
          <a
            href={`mailto:${lead.email}`}
            className="flex min-w-0 items-center gap-1.5 hover:text-ink-100"
          >
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="wrap-anywhere">{lead.email}</span>
          </a>
          {lead.phone && (
            <span className="flex items-center gap-1.5">
              <Phone aria-hidden="true" className="size-3.5" />
              {lead.phone}
            </span>
          )}
          {lead.company && (
            <span className="flex items-center gap-1.5">
              <Building2 aria-hidden="true" className="size-3.5" />
              {lead.company}
            </span>
          )}
        </div>
        <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line text-ink-100">
          {lead.message}
        </p>
        <p className="mt-2 text-xs text-ink-400">
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
        </p>
      </div>
      <label className="flex shrink-0 flex-col gap-1 text-xs text-ink-400 sm:w-36">
        Status
        <select
          value={lead.status}
          onChange={(event) => onStatusChange(event.target.value as LeadStatusValue)}
          aria-label={`Status for ${lead.name}`}
          className={`rounded-lg border bg-ink-900 px-3 py-2 text-sm font-semibold focus:ring-2 focus:ring-signal-400/40 focus:outline-none ${statusColours[lead.status]}`}
        >
          {leadStatuses.map((status) => (
            <option key={status} value={status} className="text-ink-100">
              {capitalise(status)}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}

import type { OutboxMail } from '~/shared/schemas/outbox';
import { formatDateTime } from '../format';

const tones: Record<OutboxMail['status'], string> = {
  queued: 'border-amber-400/50 text-amber-200',
  sending: 'border-sky-400/50 text-sky-200',
  sent: 'border-pulse-500/50 text-pulse-400',
  failed: 'border-red-400/60 text-red-200',
  cancelled: 'border-ink-600 text-ink-300',
  unsent: 'border-ink-600 text-ink-300',
};

/** What the status means for this mail, in words: "Next try at …" for a retry. */
export function statusText(mail: OutboxMail): string {
  switch (mail.status) {
    case 'queued':
      if (mail.attempts > 0) return `Next try at ${formatDateTime(mail.dueAt)}`;
      return new Date(mail.dueAt).getTime() > Date.now()
        ? `Due ${formatDateTime(mail.dueAt)}`
        : 'Queued';
    case 'sending':
      return 'Sending';
    case 'sent':
      return mail.sentAt ? `Sent ${formatDateTime(mail.sentAt)}` : 'Sent';
    case 'failed':
      return 'Failed';
    case 'cancelled':
      return 'Not sent';
    case 'unsent':
      return 'Not sent (no SMTP)';
  }
}

export function OutboxStatusBadge({ mail }: { mail: OutboxMail }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs ${tones[mail.status]}`}>
      {statusText(mail)}
    </span>
  );
}

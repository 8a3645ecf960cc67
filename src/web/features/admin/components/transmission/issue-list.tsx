import type { NewsletterIssue } from '~/shared/schemas/newsletter-issues';
import { useIssueSendState } from '~/web/features/admin/api/admin-transmission-api';
import { capitalise, formatDateTime } from '../format';

const statusStyles: Record<NewsletterIssue['status'], string> = {
  draft: 'border-ink-600 text-ink-200',
  scheduled: 'border-sky-400/50 text-sky-200',
  sending: 'border-amber-400/50 text-amber-200',
  sent: 'border-emerald-400/50 text-emerald-200',
  paused: 'border-red-400/50 text-red-200',
};

function Progress({ issue }: { issue: NewsletterIssue }) {
  const { recipients, sent, failed, remaining, notSent, unsubscribes } = issue.counts;
  if (recipients === 0) {
    return issue.status === 'sent' ? (
      <p className="text-sm text-ink-300">No confirmed subscribers.</p>
    ) : null;
  }
  const percent = Math.round(((sent + failed + notSent) / recipients) * 100);
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={`Sending ${issue.subject}`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 overflow-hidden rounded-full bg-ink-800"
      >
        <div className="h-full bg-signal-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-300 tabular-nums">
        {recipients.toLocaleString('en-US')} {recipients === 1 ? 'recipient' : 'recipients'} ·{' '}
        {sent.toLocaleString('en-US')} sent · {failed.toLocaleString('en-US')} failed ·{' '}
        {remaining.toLocaleString('en-US')} remaining
        {notSent > 0 && ` · ${notSent.toLocaleString('en-US')} not sent`} ·{' '}
        {unsubscribes.toLocaleString('en-US')} unsubscribed
      </p>
    </div>
  );
}

export function IssueList({
  issues,
  onEdit,
}: {
  issues: NewsletterIssue[];
  onEdit: (id: string) => void;
}) {
  const sendState = useIssueSendState();
  if (issues.length === 0) {
    return <p className="text-ink-300">No issues yet. Start one with “New issue”.</p>;
  }
  return (
    <ul className="grid gap-3">
      {issues.map((issue) => (
        <li key={issue.id} className="rounded-xl border border-ink-800 bg-ink-950/60 p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold break-words">{issue.subject}</p>
              <p className="mt-1 text-sm text-ink-300">
                {issue.status === 'scheduled' &&
                  issue.sendAt &&
                  `Goes out ${formatDateTime(issue.sendAt)}`}
                {issue.status === 'draft' &&
                  (issue.testSentAt
                    ? `Test sent ${formatDateTime(issue.testSentAt)}`
                    : 'Not tested yet')}
                {issue.status === 'paused' && 'Paused: the copies not yet sent wait for Resume'}
                {(issue.status === 'sending' || issue.status === 'sent') &&
                  issue.sendAt &&
                  `Sent from ${formatDateTime(issue.sendAt)}`}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <span
                className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusStyles[issue.status]}`}
              >
                {capitalise(issue.status)}
              </span>
              {(issue.status === 'sending' ||
                (issue.status === 'sent' && issue.counts.remaining > 0)) && (
                <button
                  type="button"
                  disabled={sendState.isPending}
                  onClick={() => sendState.mutate({ id: issue.id, action: 'pause' })}
                  className="rounded-full border border-ink-600 px-3 py-1 text-sm font-semibold hover:border-signal-400 disabled:opacity-60"
                >
                  Pause
                </button>
              )}
              {issue.status === 'paused' && (
                <button
                  type="button"
                  disabled={sendState.isPending}
                  onClick={() => sendState.mutate({ id: issue.id, action: 'resume' })}
                  className="rounded-full border border-ink-600 px-3 py-1 text-sm font-semibold hover:border-signal-400 disabled:opacity-60"
                >
                  Resume
                </button>
              )}
              {(issue.status === 'draft' || issue.status === 'scheduled') && (
                <button
                  type="button"
                  onClick={() => onEdit(issue.id)}
                  className="rounded-full border border-ink-600 px-3 py-1 text-sm font-semibold hover:border-signal-400"
                >
                  Open
                </button>
              )}
            </div>
          </div>
          <Progress issue={issue} />
          {sendState.error && sendState.variables?.id === issue.id && (
            <p role="alert" className="mt-2 text-sm text-red-300">
              {sendState.error.message}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

import { useState } from 'react';
import { toast } from '~/web/lib/toast';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { Spinner } from '~/web/components/ui/spinner';
import { useOutboxMailQuery, useRetryMail } from '~/web/features/admin/api/admin-outbox-api';
import { formatDateTime } from '../format';
import { OutboxStatusBadge } from './outbox-status';

interface MailPreviewDialogProps {
  mailId: string | undefined;
  onClose: () => void;
}

/**
 * One mail: its facts, the HTML in a sandboxed frame (no scripts, no navigation, no
 * same-origin access: a mail is content, never code) and the text part.
 */
export function MailPreviewDialog({ mailId, onClose }: MailPreviewDialogProps) {
  const mailQuery = useOutboxMailQuery(mailId);
  const retry = useRetryMail();
  const [part, setPart] = useState<'html' | 'text'>('html');
  const mail = mailQuery.data;

  return (
    <Dialog
      isOpen={mailId !== undefined}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={mail?.subject ?? 'Mail'}
      size="wide"
    >
      {mailQuery.isPending ? (
        <Spinner label="Loading the mail" className="py-10" />
      ) : mailQuery.isError || !mail ? (
        <p className="py-6 text-ink-300">The mail could not be loaded.</p>
      ) : (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-400">To</dt>
            <dd className="wrap-anywhere">{mail.recipient}</dd>
            <dt className="text-ink-400">Kind</dt>
            <dd>
              {mail.kind}
              {mail.isMarketing ? ' (marketing: carries List-Unsubscribe)' : ''}
            </dd>
            <dt className="text-ink-400">Status</dt>
            <dd>
              <OutboxStatusBadge mail={mail} /> · {mail.attempts}{' '}
              {mail.attempts === 1 ? 'try' : 'tries'}
            </dd>
            <dt className="text-ink-400">Queued</dt>
            <dd>{formatDateTime(mail.createdAt)}</dd>
            {mail.lastError && (
              <>
                <dt className="text-ink-400">Last error</dt>
                <dd className="wrap-anywhere text-red-200">{mail.lastError}</dd>
              </>
            )}
            {mail.smtpResponse && (
              <>
                <dt className="text-ink-400">Server said</dt>
                <dd className="wrap-anywhere">{mail.smtpResponse}</dd>
              </>
            )}
            {mail.attachments.length > 0 && (
              <>
                <dt className="text-ink-400">Attached</dt>
                <dd>{mail.attachments.join(', ')}</dd>
              </>
            )}
          </dl>
          {mail.isRedacted && (
            <p className="rounded-lg border border-ink-700 bg-ink-950 p-3 text-sm text-ink-300">
              This mail carries a one-time link: the copy shown here has it removed.
            </p>
          )}
          <div role="group" aria-label="Part to show" className="flex gap-2">
            {(['html', 'text'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={part === value}
                onClick={() => setPart(value)}
                className={`rounded-full border px-3 py-1 text-sm font-semibold ${
                  part === value
                    ? 'border-signal-400 text-signal-300'
                    : 'border-ink-600 text-ink-300 hover:text-ink-100'
                }`}
              >
                {value === 'html' ? 'HTML' : 'Text'}
              </button>
            ))}
          </div>
          {part === 'html' ? (
            <iframe
              title={`HTML of ${mail.subject}`}
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={mail.html}
              className="h-[28rem] w-full rounded-lg border border-ink-700 bg-white"
            />
          ) : (
            <pre className="max-h-[28rem] overflow-auto rounded-lg border border-ink-700 bg-ink-950 p-4 text-sm whitespace-pre-wrap text-ink-100">
              {mail.text}
            </pre>
          )}
          {(mail.status === 'failed' || mail.status === 'unsent') && (
            <div>
              <Button
                isLoading={retry.isPending}
                onClick={() =>
                  retry.mutate(mail.id, {
                    onSuccess: () => {
                      toast.success('The mail is queued again');
                      void mailQuery.refetch();
                    },
                    onError: () => toast.error('The mail could not be queued again'),
                  })
                }
              >
                Send again
              </Button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}

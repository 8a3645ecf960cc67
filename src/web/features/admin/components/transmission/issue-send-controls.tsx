import { useId, useState } from 'react';
import type { NewsletterIssue } from '~/shared/schemas/newsletter-issues';
import { Button } from '~/web/components/ui/button';
import {
  useScheduleIssue,
  useTestIssue,
  useUnscheduleIssue,
} from '~/web/features/admin/api/admin-transmission-api';

function formatInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * Test first, then send: the server refuses to schedule a version that was not sent to
 * its editor as a test, and these controls say so before anyone tries.
 */
export function IssueSendControls({
  issue,
  isDirty,
  nextSlot,
  timeZone,
}: {
  issue: NewsletterIssue;
  isDirty: boolean;
  nextSlot: string;
  timeZone: string;
}) {
  const test = useTestIssue();
  const schedule = useScheduleIssue();
  const unschedule = useUnscheduleIssue();
  const [customTime, setCustomTime] = useState('');
  const customId = useId();
  const isTested = issue.testSentAt !== null && issue.testSentAt >= issue.updatedAt;
  const canSend = isTested && !isDirty;
  const error = test.error ?? schedule.error ?? unschedule.error;

  return (
    <div className="mt-5 grid gap-4 border-t border-ink-800 pt-5">
      <div>
        <h4 className="font-semibold">1. Send yourself a test</h4>
        <p className="mt-1 text-sm text-ink-300">
          {isDirty
            ? 'Save your changes first.'
            : isTested
              ? 'A test of this version went to your address. Send another after any change.'
              : 'Arrives at your own address, marked as a test.'}
        </p>
        <Button
          variant="secondary"
          className="mt-2"
          disabled={isDirty}
          isLoading={test.isPending}
          loadingText="Queuing test…"
          onClick={() => test.mutate(issue.id)}
        >
          Send test to me
        </Button>
        {test.isSuccess && (
          <p role="status" className="mt-2 text-sm text-emerald-300">
            Test queued: check your inbox.
          </p>
        )}
      </div>
      <div>
        <h4 className="font-semibold">2. Send to confirmed subscribers</h4>
        {issue.status === 'scheduled' && issue.sendAt ? (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p className="text-sm text-sky-200">
              Scheduled for {formatInZone(issue.sendAt, timeZone)}.
            </p>
            <Button
              variant="secondary"
              isLoading={unschedule.isPending}
              onClick={() => unschedule.mutate(issue.id)}
            >
              Stop, back to draft
            </Button>
          </div>
        ) : (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
            <Button
              disabled={!canSend}
              isLoading={schedule.isPending}
              onClick={() => schedule.mutate({ id: issue.id, sendAt: nextSlot })}
            >
              Schedule for {formatInZone(nextSlot, timeZone)}
            </Button>
            <div className="flex flex-wrap items-end gap-2">
              <label htmlFor={customId} className="grid gap-1 text-sm">
                Or at (your time)
                <input
                  id={customId}
                  type="datetime-local"
                  value={customTime}
                  onChange={(event) => setCustomTime(event.target.value)}
                  className="rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-ink-100"
                />
              </label>
              <Button
                variant="secondary"
                disabled={!canSend || customTime === ''}
                onClick={() =>
                  schedule.mutate({ id: issue.id, sendAt: new Date(customTime).toISOString() })
                }
              >
                Schedule
              </Button>
            </div>
            <Button
              variant="danger"
              disabled={!canSend}
              onClick={() => {
                if (window.confirm(`Send “${issue.subject}” to every confirmed subscriber now?`)) {
                  schedule.mutate({ id: issue.id, sendAt: 'now' });
                }
              }}
            >
              Send now
            </Button>
          </div>
        )}
        {!canSend && issue.status === 'draft' && (
          <p className="mt-2 text-sm text-ink-400">Sending opens once this version is tested.</p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error.message}
        </p>
      )}
    </div>
  );
}

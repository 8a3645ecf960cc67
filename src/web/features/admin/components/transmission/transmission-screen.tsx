import { Radio, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '~/web/components/ui/spinner';
import { Button } from '~/web/components/ui/button';
import { useTransmissionQuery } from '~/web/features/admin/api/admin-transmission-api';
import { AdminAccessGate } from '../admin-access-gate';
import { AdminSection } from '~/web/components/layout/admin-section';
import { ArticlesSection } from './articles-section';
import { IssueEditor } from './issue-editor';
import { IssueList } from './issue-list';
import { SubscriberCsv } from './subscriber-csv';
import { SubscriberList } from './subscriber-list';

/** The Transmission: who is subscribed, the issues, and writing, testing and sending one. */
export function TransmissionScreen() {
  return (
    <AdminAccessGate>
      <header className="mb-8">
        <Link
          to="/admin"
          className="inline-flex items-center text-sm text-ink-300 hover:text-ink-100"
        >
          ← Admin Dashboard
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">The Transmission</h1>
        <p className="mt-3 text-ink-300">
          Publish articles on the site, write an issue, send yourself a test, then send it to
          confirmed subscribers now or at the scheduled time.
        </p>
      </header>
      <TransmissionContent />
    </AdminAccessGate>
  );
}

function TransmissionContent() {
  const query = useTransmissionQuery();
  const [editing, setEditing] = useState<string | 'new' | undefined>();
  const overview = query.data;

  if (query.isPending) {
    return <Spinner label="Loading The Transmission…" className="py-10" />;
  }
  if (!overview) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-400/40 bg-red-400/10 p-3 text-red-100"
      >
        Could not load The Transmission: {query.error?.message ?? 'unknown error'}.{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const { subscribers, schedule } = overview;
  const editedIssue = overview.issues.find((issue) => issue.id === editing);
  // Once an issue is sending it cannot change: its progress is in the list below.
  const isEditorOpen =
    editing === 'new' || editedIssue?.status === 'draft' || editedIssue?.status === 'scheduled';

  return (
    <div className="grid gap-6">
      <ArticlesSection />
      <AdminSection
        id="transmission-subscribers"
        icon={<Users aria-hidden="true" className="size-5 text-signal-400" />}
        title="Subscribers"
        description={`Forms promise: "${schedule.promise}" Change the schedule in Site Settings.`}
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ['Confirmed', subscribers.confirmed, 'get every issue'],
              ['Pending', subscribers.pending, 'have not confirmed yet'],
              ['Unsubscribed', subscribers.unsubscribed, 'left with one click'],
              ['Suppressed', subscribers.suppressed, 'after hard failures'],
            ] as const
          ).map(([label, count, hint]) => (
            <div key={label} className="rounded-xl border border-ink-800 bg-ink-950/60 p-3">
              <dt className="text-sm text-ink-300">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">
                {count.toLocaleString('en-US')}
              </dd>
              <dd className="text-xs text-ink-400">{hint}</dd>
            </div>
          ))}
        </dl>
        <SubscriberCsv />
        <SubscriberList />
      </AdminSection>

      <AdminSection
        id="transmission-issues"
        icon={<Radio aria-hidden="true" className="size-5 text-signal-400" />}
        title="Issues"
        description="Newest first. Progress counts the outbox's mails for each issue."
        actions={!isEditorOpen && <Button onClick={() => setEditing('new')}>New issue</Button>}
      >
        {isEditorOpen && (
          <IssueEditor
            key={editing}
            issue={editedIssue}
            articles={overview.articles}
            nextSlot={schedule.nextSlot}
            timeZone={schedule.timeZone}
            onClose={() => setEditing(undefined)}
            onSaved={(id) => setEditing(id)}
          />
        )}
        <IssueList issues={overview.issues} onEdit={(id) => setEditing(id)} />
      </AdminSection>
    </div>
  );
}

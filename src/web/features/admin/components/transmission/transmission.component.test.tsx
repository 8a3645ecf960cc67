import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  IssueInput,
  NewsletterIssue,
  SubscriberList,
  TransmissionOverview,
} from '~/shared/schemas/newsletter-issues';
import AdminTransmissionPage from '~/web/routes/admin-transmission';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply, type ApiCall } from '~/web/testing/fake-api';

const noCounts = { recipients: 0, sent: 0, failed: 0, remaining: 0, notSent: 0, unsubscribes: 0 };

const anIssue = (
  fields: Partial<NewsletterIssue> & Pick<NewsletterIssue, 'id'>,
): NewsletterIssue => ({
  subject: 'Signals of November',
  preview: 'What we learned',
  body: 'Hello readers.',
  articleSlug: null,
  status: 'draft',
  sendAt: null,
  testSentAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  queuedAt: null,
  counts: noCounts,
  ...fields,
});

const nextSlot = '2026-12-01T15:00:00.000Z';

const overview = (issues: NewsletterIssue[]): TransmissionOverview => ({
  issues,
  subscribers: { pending: 2, confirmed: 1234, unsubscribed: 5, suppressed: 1 },
  schedule: { promise: 'One issue a week, on Tuesdays.', nextSlot, timeZone: 'America/Chicago' },
  articles: [{ slug: 'quiet-brands', title: 'Quiet brands win', excerpt: 'Why calm sells.' }],
});

const subscribers: SubscriberList = {
  subscribers: [
    {
      email: 'reader@example.com',
      status: 'confirmed',
      source: 'footer',
      createdAt: '2026-11-01T10:00:00.000Z',
      confirmedAt: '2026-11-01T10:05:00.000Z',
      unsubscribedAt: null,
    },
  ],
  hasMore: false,
};

/** The overview lists whatever the test put in `issues`, so a saved draft shows up. */
function transmissionApi(issues: NewsletterIssue[]) {
  return adminApi()
    .on('GET', '/api/admin/transmission', () => overview(issues))
    .on('GET', '/api/admin/transmission/articles', { articles: [] })
    .on('GET', '/api/admin/transmission/subscribers', (call: ApiCall) =>
      call.path.includes('q=') ? { subscribers: [], hasMore: false } : subscribers,
    );
}

const renderTransmission = (api: ReturnType<typeof transmissionApi>) =>
  renderAdmin(api, '/admin/transmission', <AdminTransmissionPage />);

describe('Admin: The Transmission', () => {
  it('shows a spinner, then the subscriber counts, the list and no issues', async () => {
    const api = transmissionApi([]);
    const { user } = renderTransmission(api);
    expect(await screen.findByText('Loading The Transmission…')).toBeTruthy();
    const people = await screen.findByRole('region', { name: 'Subscribers' });
    expect(people.textContent).toContain('One issue a week, on Tuesdays.');
    expect(within(people).getByText('1,234')).toBeTruthy();
    expect(await within(people).findByText('reader@example.com')).toBeTruthy();
    expect(screen.getByText('No issues yet. Start one with “New issue”.')).toBeTruthy();

    await user.type(within(people).getByRole('searchbox'), 'nobody');
    expect(await within(people).findByText('No subscriber matches.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/transmission/subscribers').at(-1)?.path).toBe(
      '/api/admin/transmission/subscribers?q=nobody',
    );
  });

  it('says it could not load and tries again', async () => {
    let reads = 0;
    const api = transmissionApi([]).on('GET', '/api/admin/transmission', () => {
      reads += 1;
      return reads === 1 ? errorReply(500, 'internal', 'Database unavailable') : overview([]);
    });
    const { user } = renderTransmission(api);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load The Transmission: Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Subscribers' })).toBeTruthy();
  });

  it('refuses a draft without subject or text, then saves one started from an article', async () => {
    const issues: NewsletterIssue[] = [];
    const api = transmissionApi(issues).on('POST', '/api/admin/transmission/issues', (call) => {
      const saved = anIssue({ id: 'issue-1', ...(call.body as IssueInput) });
      issues.push(saved);
      return saved;
    });
    const { user } = renderTransmission(api);
    await user.click(await screen.findByRole('button', { name: 'New issue' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('Write a subject')).toBeTruthy();
    expect(screen.getByText('Write the issue')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/transmission/issues')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('From an article (optional)'), 'quiet-brands');
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('Quiet brands win');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/transmission/issues')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/admin/transmission/issues')[0]?.body).toEqual({
      subject: 'Quiet brands win',
      preview: 'Why calm sells.',
      body: 'Why calm sells.',
      articleSlug: 'quiet-brands',
    });
    // Saved: the editor stays open on it with the test step.
    expect(await screen.findByRole('heading', { name: 'Edit issue' })).toBeTruthy();
    expect(screen.getByText('Sending opens once this version is tested.')).toBeTruthy();
  });

  it('keeps an untested draft from being sent and sends a test', async () => {
    const draft = anIssue({ id: 'issue-2' });
    const api = transmissionApi([draft]).on('POST', '/api/admin/transmission/issues/:id/test', {});
    const { user } = renderTransmission(api);
    expect((await screen.findByText('Not tested yet')).textContent).toBe('Not tested yet');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((screen.getByRole('button', { name: 'Send now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('Test queued: check your inbox.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/transmission/issues')[0]?.path).toBe(
      '/api/admin/transmission/issues/issue-2/test',
    );
  });

  it('sends a tested draft only after the confirm, and schedules for the next slot', async () => {
    const tested = anIssue({ id: 'issue-3', testSentAt: '2026-11-20T11:00:00.000Z' });
    const api = transmissionApi([tested]).on(
      'POST',
      '/api/admin/transmission/issues/:id/schedule',
      (call) => ({
        ...tested,
        status: 'scheduled',
        sendAt: (call.body as { sendAt: string }).sendAt,
      }),
    );
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderTransmission(api);
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const sendNow = screen.getByRole('button', { name: 'Send now' });
    await user.click(sendNow);
    expect(confirm).toHaveBeenCalledWith(
      'Send “Signals of November” to every confirmed subscriber now?',
    );
    expect(api.callsTo('POST', '/api/admin/transmission/issues')).toHaveLength(0);
    await user.click(sendNow);
    await user.click(screen.getByRole('button', { name: /^Schedule for / }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/transmission/issues')).toHaveLength(2),
    );
    expect(api.callsTo('POST', '/api/admin/transmission/issues').map((call) => call.body)).toEqual([
      { sendAt: 'now' },
      { sendAt: nextSlot },
    ]);
  });

  it('takes a scheduled issue back to draft', async () => {
    const scheduled = anIssue({
      id: 'issue-5',
      status: 'scheduled',
      sendAt: nextSlot,
      testSentAt: '2026-11-20T11:00:00.000Z',
    });
    const api = transmissionApi([scheduled]).on(
      'POST',
      '/api/admin/transmission/issues/:id/unschedule',
      { ...scheduled, status: 'draft', sendAt: null },
    );
    const { user } = renderTransmission(api);
    expect(await screen.findByText(/^Goes out /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText(/^Scheduled for /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop, back to draft' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/transmission/issues')[0]?.path).toBe(
        '/api/admin/transmission/issues/issue-5/unschedule',
      ),
    );
  });

  it('shows a send in progress and pauses it', async () => {
    const sending = anIssue({
      id: 'issue-4',
      status: 'sending',
      sendAt: '2026-11-20T15:00:00.000Z',
      counts: { recipients: 200, sent: 150, failed: 2, remaining: 48, notSent: 0, unsubscribes: 0 },
    });
    const api = transmissionApi([sending]).on(
      'POST',
      '/api/admin/transmission/issues/:id/pause',
      () => errorReply(409, 'conflict', 'This issue has finished sending'),
    );
    const { user } = renderTransmission(api);
    const bar = await screen.findByRole('progressbar', { name: 'Sending Signals of November' });
    expect(bar.getAttribute('aria-valuenow')).toBe('76');
    expect(screen.getByText(/200 recipients · 150 sent · 2 failed · 48 remaining/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This issue has finished sending');
    expect(api.callsTo('POST', '/api/admin/transmission/issues')[0]?.path).toBe(
      '/api/admin/transmission/issues/issue-4/pause',
    );
  });
});

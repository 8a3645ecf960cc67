import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxMail, OutboxMailDetail } from '~/shared/schemas/outbox';
import AdminOutboxPage from '~/web/routes/admin-outbox';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply, type ApiCall } from '~/web/testing/fake-api';

const aMail = (fields: Partial<OutboxMail> & Pick<OutboxMail, 'id' | 'recipient'>): OutboxMail => ({
  kind: 'receipt',
  subject: 'Your receipt',
  status: 'sent',
  attempts: 1,
  dueAt: '2026-11-20T15:30:00.000Z',
  lastError: null,
  createdAt: '2026-11-20T15:30:00.000Z',
  sentAt: '2026-11-20T15:31:00.000Z',
  isMarketing: false,
  ...fields,
});

const receipt = aMail({ id: '77777777-7777-4777-8777-777777777777', recipient: 'ada@example.com' });
const bounced = aMail({
  id: '88888888-8888-4888-8888-888888888888',
  recipient: 'grace@example.com',
  subject: 'Confirm your e-mail',
  kind: 'confirm-email',
  status: 'failed',
  attempts: 3,
  sentAt: null,
  lastError: '550 mailbox unavailable',
});

const detailOf = (mail: OutboxMail): OutboxMailDetail => ({
  ...mail,
  html: '<p>Hello</p>',
  text: 'Hello in plain text',
  headers: {},
  attachments: [],
  smtpResponse: null,
  isRedacted: true,
});

/** Filters like the server: `q` on the recipient, `status` exactly. */
function outboxApi(mails: OutboxMail[], isSmtpConfigured = true) {
  return adminApi()
    .on('GET', '/api/admin/outbox', (call: ApiCall) => {
      const params = new URL(call.path, 'http://localhost').searchParams;
      const q = params.get('q') ?? '';
      const status = params.get('status');
      return {
        mails: mails.filter(
          (mail) => mail.recipient.includes(q) && (!status || mail.status === status),
        ),
        isSmtpConfigured,
        hasMore: false,
      };
    })
    .on('GET', '/api/admin/outbox/:id', (_call, { id }) =>
      detailOf(mails.find((mail) => mail.id === id)!),
    );
}

const renderOutbox = (api: ReturnType<typeof outboxApi>) =>
  renderAdmin(api, '/admin/outbox', <AdminOutboxPage />);

describe('Admin: outbox', () => {
  it('shows a spinner, then "No mail yet." and says when nothing is sent', async () => {
    renderOutbox(outboxApi([], false));
    expect(await screen.findByText('Loading mails')).toBeTruthy();
    expect(await screen.findByText('No mail yet.')).toBeTruthy();
    expect(screen.getByText(/SMTP_URL is not set/)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(menu).getByRole('link', { name: 'Outbox' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says the outbox could not be loaded', async () => {
    const api = outboxApi([]).on('GET', '/api/admin/outbox', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    renderOutbox(api);
    expect(await screen.findByText('The outbox could not be loaded.')).toBeTruthy();
  });

  it('lists mails with where each stands, and filters by recipient and status', async () => {
    const api = outboxApi([receipt, bounced]);
    const { user } = renderOutbox(api);
    const rows = await screen.findAllByTestId('outbox-mail');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Sent Nov 20, 2026');
    expect(rows[1]!.textContent).toContain('Failed');
    expect(rows[1]!.textContent).toContain('550 mailbox unavailable');
    expect(rows[1]!.textContent).toContain('3 tries');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(screen.getAllByTestId('outbox-mail')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/admin/outbox?').at(-1)?.path).toBe(
      '/api/admin/outbox?status=failed',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search by recipient' }), 'ada');
    expect(await screen.findByText('No mail matches.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/outbox?').at(-1)?.path).toBe(
      '/api/admin/outbox?q=ada&status=failed',
    );
  });

  it('opens a mail with its HTML sandboxed and its text, and sends a failed one again', async () => {
    const api = outboxApi([bounced]).on('POST', '/api/admin/outbox/:id/retry', { ok: true });
    const { user } = renderOutbox(api);
    await user.click(await screen.findByRole('button', { name: /Confirm your e-mail/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your e-mail' });
    const frame = within(dialog).getByTitle('HTML of Confirm your e-mail');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(dialog.textContent).toContain('one-time link');
    await user.click(within(dialog).getByRole('button', { name: 'Text' }));
    expect(within(dialog).getByText('Hello in plain text')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The mail is queued again')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/outbox')).toEqual([
      { method: 'POST', path: `/api/admin/outbox/${bounced.id}/retry`, body: undefined },
    ]);
  });

  it('offers no resend for a mail that went out', async () => {
    const { user } = renderOutbox(outboxApi([receipt]));
    await user.click(await screen.findByRole('button', { name: /Your receipt/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your receipt' });
    expect(within(dialog).queryByRole('button', { name: 'Send again' })).toBeNull();
  });
});

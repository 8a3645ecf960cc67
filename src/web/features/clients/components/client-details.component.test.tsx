import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { Client } from '~/shared/schemas/clients';
import type { Communication } from '~/shared/schemas/communications';
import { errorReply, FakeApi, type ApiCall } from '~/web/testing/fake-api';
import { renderScreen } from '~/web/testing/render-screen';
import { fixtureId } from '~/web/testing/task-fixtures';
import { ClientManagement } from './client-management';

const createdAt = '2026-11-20T15:30:00.000Z';
const ada: Client = {
  id: fixtureId(),
  name: 'Ada Lovelace',
  email: 'ada@engines.example',
  phone: '+1 (515) 555-0100',
  company: 'Analytical Engines',
  notes: null,
  createdAt,
};
const sentSms: Communication = {
  id: fixtureId(),
  clientId: ada.id,
  type: 'sms',
  subject: null,
  content: 'See you Tuesday.',
  status: 'sent',
  createdAt,
};

function clientsApi(history: Communication[] = []): FakeApi {
  return new FakeApi()
    .on('GET', '/api/clients', { clients: [ada] })
    .on('GET', '/api/clients/:id/communications', { communications: history })
    .on('GET', '/api/email-templates', { templates: [] });
}

const renderClient = (api: FakeApi) =>
  renderScreen(<ClientManagement />, { api, url: `/clients?client=${ada.id}`, path: '/clients' });

describe('Client Management: one client', () => {
  it('says the clients could not be loaded and reads again on request', async () => {
    let fails = true;
    const api = clientsApi().on('GET', '/api/clients', () =>
      fails ? errorReply(500, 'internal', 'Database down') : { clients: [ada] },
    );
    const { user } = renderClient(api);
    expect(await screen.findByText('Loading clients')).toBeTruthy();
    const list = screen.getByRole('region', { name: /Clients/ });
    await within(list).findByText(messages.client.loadFailed);
    fails = false;
    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByRole('button', { name: 'Ada Lovelace' })).toBeTruthy();
  });

  it('edits a client in a dialog that checks the address first', async () => {
    const api = clientsApi().on('PUT', '/api/clients/:id', (call: ApiCall) => ({
      ...ada,
      ...(call.body as object),
    }));
    const { user } = renderClient(api);
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Client' });
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveProperty('value', 'ada@engines.example');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(messages.validation.invalidEmail)).toBeTruthy();
    expect(api.callsTo('PUT', '/api/clients')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'ada@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messages.client.updated)).toBeTruthy();
    expect(api.callsTo('PUT', `/api/clients/${ada.id}`)[0]?.body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts an SMS in parts, refuses an empty one, and says when recording failed', async () => {
    const api = clientsApi().on('POST', '/api/clients/:id/sms', () =>
      errorReply(500, 'internal', 'Database down'),
    );
    const { user } = renderClient(api);
    const sms = await screen.findByRole('form', { name: 'Send SMS' });
    await user.click(within(sms).getByRole('button', { name: 'Send SMS' }));
    expect(await within(sms).findByText(messages.validation.required('Message'))).toBeTruthy();
    expect(api.callsTo('POST', '/api/clients')).toHaveLength(0);

    await user.click(within(sms).getByLabelText(/^Message/));
    await user.paste('x'.repeat(161));
    expect(within(sms).getByText('161 / 160 characters (2 parts)')).toBeTruthy();
    await user.click(within(sms).getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText(messages.communications.sendSmsFailed)).toBeTruthy();
    expect(within(sms).getByLabelText(/^Message/)).toHaveProperty('value', 'x'.repeat(161));
  });

  it('loads the history only when opened, and folds it away again', async () => {
    const api = clientsApi([sentSms]);
    const { user } = renderClient(api);
    const toggle = await screen.findByRole('button', { name: 'Communication History' });
    expect(api.callsTo('GET', `/api/clients/${ada.id}/communications`)).toHaveLength(0);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('See you Tuesday.')).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('See you Tuesday.')).toBeNull();
  });

  it('says a client has no history yet, or that it could not be loaded', async () => {
    const { user, unmount } = renderClient(clientsApi([]));
    await user.click(await screen.findByRole('button', { name: 'Communication History' }));
    expect(await screen.findByText(messages.communications.noHistory)).toBeTruthy();
    unmount();

    const api = clientsApi().on(
      'GET',
      '/api/clients/:id/communications',
      errorReply(500, 'internal', 'Down'),
    );
    const second = renderClient(api);
    await second.user.click(await screen.findByRole('button', { name: 'Communication History' }));
    expect(await screen.findByText(messages.communications.loadHistoryFailed)).toBeTruthy();
  });
});

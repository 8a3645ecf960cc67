import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { Client } from '~/shared/schemas/clients';
import type { Communication, EmailTemplate } from '~/shared/schemas/communications';
import { errorReply, FakeApi } from '~/web/testing/fake-api';
import { renderScreen } from '~/web/testing/render-screen';
import { fixtureId } from '~/web/testing/task-fixtures';
import { ClientManagement } from './client-management';

const createdAt = '2026-11-20T15:30:00.000Z';
const aClient = (fields: Partial<Client> & Pick<Client, 'name'>): Client => ({
  id: fixtureId(),
  email: null,
  phone: null,
  company: null,
  notes: null,
  createdAt,
  ...fields,
});

const ada = aClient({
  name: 'Ada Lovelace',
  email: 'ada@engines.example',
  phone: '+1 (515) 555-0100',
  company: 'Analytical Engines',
});
const wendy = aClient({ name: 'Walk-in Wendy', company: 'Corner Cafe' });
const followUp: EmailTemplate = {
  id: fixtureId(),
  name: 'Discovery call follow-up',
  subject: 'Great talking with you, {{client_name}}',
  content: 'Thanks for the call about {{company}}.',
} as EmailTemplate;

function clientsApi(clients: Client[], history: Communication[] = []): FakeApi {
  return new FakeApi()
    .on('GET', '/api/clients', { clients })
    .on('GET', '/api/clients/:id/communications', { communications: history })
    .on('GET', '/api/email-templates', { templates: [followUp] });
}

const renderClients = (api: FakeApi, url = '/clients') =>
  renderScreen(<ClientManagement />, { api, url, path: '/clients' });

describe('Client Management', () => {
  it('shows the empty list, and checks the add form before sending anything', async () => {
    const api = clientsApi([]);
    const { user } = renderClients(api);
    expect(await screen.findByText(messages.client.noClients)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add New Client' });
    await user.type(within(form).getByLabelText(/^Email/), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Add Client' }));
    expect(await within(form).findByText(messages.validation.required('Name'))).toBeTruthy();
    expect(within(form).getByText(messages.validation.invalidEmail)).toBeTruthy();
    expect(api.callsTo('POST', '/api/clients')).toHaveLength(0);
  });

  it('adds a client with what was typed and lists it', async () => {
    const added = aClient({ name: 'Grace Hopper', email: 'grace@navy.example' });
    const api = clientsApi([]).on('POST', '/api/clients', added);
    const { user } = renderClients(api);
    const form = await screen.findByRole('form', { name: 'Add New Client' });
    await user.type(within(form).getByLabelText(/^Name/), 'Grace Hopper');
    await user.type(within(form).getByLabelText(/^Email/), 'grace@navy.example');
    await user.click(within(form).getByRole('button', { name: 'Add Client' }));
    await screen.findByText(messages.client.added);
    expect(api.callsTo('POST', '/api/clients')[0]?.body).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@navy.example',
    });
    expect(screen.getByRole('button', { name: 'Grace Hopper' })).toBeTruthy();
  });

  it('keeps the typed client when the server refuses it', async () => {
    const api = clientsApi([]).on('POST', '/api/clients', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    const { user } = renderClients(api);
    const form = await screen.findByRole('form', { name: 'Add New Client' });
    await user.type(within(form).getByLabelText(/^Name/), 'Grace Hopper');
    await user.click(within(form).getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/clients')).toHaveLength(1));
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Grace Hopper');
  });

  it('filters the table by search, with the empty state when nothing matches', async () => {
    const { user } = renderClients(clientsApi([ada, wendy]));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const search = screen.getByRole('searchbox', { name: 'Search clients' });
    await user.type(search, 'engines');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await user.clear(search);
    await user.type(search, 'nobody-matches');
    expect(screen.getByText(messages.client.noClients)).toBeTruthy();
  });

  it('cannot write to a client without an address or number', async () => {
    const { user } = renderClients(clientsApi([ada, wendy]));
    await user.click(await screen.findByRole('button', { name: 'Walk-in Wendy' }));
    const email = await screen.findByRole('region', { name: 'Send Email' });
    const sms = screen.getByRole('region', { name: 'Send SMS' });
    expect(within(email).getByText(messages.communications.noEmailAddress)).toBeTruthy();
    expect(within(sms).getByText(messages.communications.noPhoneNumber)).toBeTruthy();
    expect(within(email).getByRole('group').hasAttribute('disabled')).toBe(true);
    expect(
      (within(email).getByRole('button', { name: 'Send Email' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(sms).getByRole('button', { name: 'Send SMS' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('fills an e-mail from a template with the client’s details and logs it', async () => {
    const api = clientsApi([ada]).on('POST', '/api/clients/:id/emails', (call) => ({
      id: fixtureId(),
      clientId: ada.id,
      type: 'email',
      subject: (call.body as { subject: string }).subject,
      content: (call.body as { content: string }).content,
      status: 'sent',
      createdAt,
    }));
    const { user } = renderClients(api, `/clients?client=${ada.id}`);
    const email = await screen.findByRole('region', { name: 'Send Email' });
    await user.click(within(email).getByRole('button', { name: 'Send Email' }));
    expect(await within(email).findByText(messages.validation.required('Subject'))).toBeTruthy();
    await user.selectOptions(
      within(email).getByLabelText(/^Template/),
      await within(email).findByRole('option', { name: 'Discovery call follow-up' }),
    );
    const subject = within(email).getByLabelText(/^Subject/) as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe('Great talking with you, Ada Lovelace'));
    expect((within(email).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toContain(
      'Analytical Engines',
    );
    await user.click(within(email).getByRole('button', { name: 'Send Email' }));
    await screen.findByText(messages.communications.emailTracked);
    await waitFor(() => expect(subject.value).toBe(''));
  });

  it('asks before deleting a client', async () => {
    const api = clientsApi([ada]).on('DELETE', '/api/clients/:id', () => undefined);
    const { user } = renderClients(api, `/clients?client=${ada.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Client' });
    expect(api.callsTo('DELETE', '/api/clients')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Client' }));
    await screen.findByText(messages.client.deleted);
    expect(api.callsTo('DELETE', `/api/clients/${ada.id}`)).toHaveLength(1);
  });
});

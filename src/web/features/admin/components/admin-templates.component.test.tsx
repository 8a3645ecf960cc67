import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { EmailTemplate } from '~/shared/schemas/communications';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply } from '~/web/testing/fake-api';

const welcome: EmailTemplate = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Welcome',
  subject: 'Welcome aboard, {{client_name}}',
  content: 'Glad to have {{company}} with us.',
};

function templatesApi(templates: EmailTemplate[]) {
  return adminApi().on('GET', '/api/email-templates', { templates });
}

const openTemplates = (api: ReturnType<typeof templatesApi>) =>
  renderAdmin(api, '/admin/templates');

describe('Admin: e-mail templates', () => {
  it('shows a spinner, then "No templates yet."', async () => {
    openTemplates(templatesApi([]));
    expect(await screen.findByText('Loading templates')).toBeTruthy();
    expect(await screen.findByText('No templates yet.')).toBeTruthy();
  });

  it('says the templates could not be loaded', async () => {
    const api = templatesApi([]).on('GET', '/api/email-templates', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    openTemplates(api);
    expect(await screen.findByText(messages.communications.loadTemplatesFailed)).toBeTruthy();
  });

  it('refuses an empty template, focused on its name, without calling the server', async () => {
    const api = templatesApi([]);
    const { user } = openTemplates(api);
    await screen.findByText('No templates yet.');
    await user.click(screen.getByRole('button', { name: 'New Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Template' });
    const name = within(dialog).getByLabelText(/Name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Subject is required')).toBeTruthy();
    expect(within(dialog).getByText('Content is required')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/email-templates')).toHaveLength(0);
  });

  it('creates a template and names a duplicate on its field', async () => {
    let posts = 0;
    const api = templatesApi([welcome]).on('POST', '/api/admin/email-templates', (call) => {
      posts += 1;
      return posts === 1
        ? errorReply(409, 'template_name_taken', 'taken')
        : { ...(call.body as object), id: '66666666-6666-4666-8666-666666666666' };
    });
    const { user } = openTemplates(api);
    await screen.findByText('Welcome');
    await user.click(screen.getByRole('button', { name: 'New Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Template' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Welcome');
    await user.type(within(dialog).getByLabelText(/Subject/), 'Hi');
    await user.type(within(dialog).getByLabelText(/Content/), 'Hello there');
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(await within(dialog).findByText(messages.communications.templateNameTaken)).toBeTruthy();

    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Follow-up');
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText(messages.communications.templateSaved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/admin/email-templates').map((call) => call.body)).toEqual([
      { name: 'Welcome', subject: 'Hi', content: 'Hello there' },
      { name: 'Follow-up', subject: 'Hi', content: 'Hello there' },
    ]);
  });

  it('edits a template in place with a PUT', async () => {
    const api = templatesApi([welcome]).on('PUT', '/api/admin/email-templates/:id', (call) => ({
      ...welcome,
      ...(call.body as object),
    }));
    const { user } = openTemplates(api);
    await user.click(await screen.findByRole('button', { name: 'Edit template Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    const subject = within(dialog).getByLabelText(/Subject/) as HTMLInputElement;
    expect(subject.value).toBe(welcome.subject);
    await user.clear(subject);
    await user.type(subject, 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/email-templates')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/email-templates')[0]).toEqual({
      method: 'PUT',
      path: `/api/admin/email-templates/${welcome.id}`,
      body: { name: 'Welcome', subject: 'Hello', content: welcome.content },
    });
  });

  it('confirms a delete first and sends nothing on Cancel', async () => {
    const api = templatesApi([welcome]).on(
      'DELETE',
      '/api/admin/email-templates/:id',
      () => new Response(null, { status: 204 }),
    );
    const { user } = openTemplates(api);
    await user.click(await screen.findByRole('button', { name: 'Delete template Welcome' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Template' });
    expect(dialog.textContent).toContain('Delete the template "Welcome"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/admin/email-templates')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete template Welcome' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Template' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Template' }));
    expect(await screen.findByText(messages.communications.templateDeleted)).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/admin/email-templates')[0]?.path).toBe(
      `/api/admin/email-templates/${welcome.id}`,
    );
  });
});

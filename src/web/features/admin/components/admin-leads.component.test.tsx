import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { AdminLead } from '~/shared/schemas/admin';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply, type ApiCall } from '~/web/testing/fake-api';

const aLead = (fields: Partial<AdminLead> & Pick<AdminLead, 'id' | 'name'>): AdminLead => ({
  email: `${fields.name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: null,
  company: null,
  message: 'Hello there',
  status: 'new',
  source: 'contact',
  newsletterSubscriber: false,
  createdAt: '2026-11-20T15:30:00.000Z',
  ...fields,
});

const ines = aLead({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Ines Acme',
  company: 'Acme Ltd',
  phone: '+1 555 0100',
  newsletterSubscriber: true,
});
const omar = aLead({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Omar Field',
  status: 'contacted',
  source: 'webinar',
});

/** Answers like the server: filters by `status` and `q` from the query string. */
function leadsFor(leads: AdminLead[]) {
  return (call: ApiCall) => {
    const params = new URL(call.path, 'http://localhost').searchParams;
    const q = params.get('q')?.toLowerCase() ?? '';
    const status = params.get('status');
    return {
      leads: leads.filter(
        (lead) =>
          (!status || lead.status === status) &&
          (!q || `${lead.name} ${lead.email} ${lead.company ?? ''}`.toLowerCase().includes(q)),
      ),
    };
  };
}

function leadsApi(leads: AdminLead[]) {
  return adminApi()
    .on('GET', '/api/admin/users', { users: [] })
    .on('GET', '/api/admin/leads', leadsFor(leads));
}

const section = () => screen.findByRole('region', { name: 'Lead Management' });

describe('Admin: leads', () => {
  it('shows a spinner, then says there are no leads and cannot export nothing', async () => {
    renderAdmin(leadsApi([]));
    const leads = await section();
    expect(within(leads).getByText('Loading leads')).toBeTruthy();
    expect(await within(leads).findByText('No leads yet.')).toBeTruthy();
    expect(
      (within(leads).getByRole('button', { name: /Export CSV/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lists leads with their source, contact details and count', async () => {
    renderAdmin(leadsApi([ines, omar]));
    const leads = await section();
    expect(await within(leads).findByText('2 leads')).toBeTruthy();
    const [first, second] = within(leads).getAllByRole('listitem');
    expect(first!.textContent).toContain('Contact form');
    expect(first!.textContent).toContain('Newsletter subscriber');
    expect(first!.textContent).toContain('Acme Ltd');
    expect(first!.textContent).toContain('+1 555 0100');
    expect(second!.textContent).toContain('Webinar sign-up');
    expect(
      (within(second!).getByLabelText('Status for Omar Field') as HTMLSelectElement).value,
    ).toBe('contacted');
  });

  it('searches and filters by status through the server, and names an empty result', async () => {
    const api = leadsApi([ines, omar]);
    const { user } = renderAdmin(api);
    const leads = await section();
    await within(leads).findByText('2 leads');
    await user.type(within(leads).getByRole('searchbox', { name: 'Search leads' }), 'acme');
    expect(await within(leads).findByText('1 lead')).toBeTruthy();
    expect(within(leads).getByText('Ines Acme')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/leads').at(-1)?.path).toBe('/api/admin/leads?q=acme');

    await user.selectOptions(within(leads).getByRole('combobox', { name: 'Status' }), 'contacted');
    expect(await within(leads).findByText('No leads match these filters.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/leads').at(-1)?.path).toBe(
      '/api/admin/leads?status=contacted&q=acme',
    );
    await user.clear(within(leads).getByRole('searchbox', { name: 'Search leads' }));
    expect(await within(leads).findByText('Omar Field')).toBeTruthy();
    expect(within(leads).queryByText('Ines Acme')).toBeNull();
  });

  it('opens on the lead a notice links to', async () => {
    const api = leadsApi([ines, omar]);
    renderAdmin(api, '/admin?lead=omar%40example.com');
    const leads = await section();
    expect(await within(leads).findByText('Omar Field')).toBeTruthy();
    expect(within(leads).queryByText('Ines Acme')).toBeNull();
    expect(api.callsTo('GET', '/api/admin/leads')[0]?.path).toBe(
      '/api/admin/leads?q=omar%40example.com',
    );
  });

  it('changes a status at once and sends it', async () => {
    const api = leadsApi([ines]).on('PATCH', '/api/admin/leads/:id', (call) => ({
      ...ines,
      status: (call.body as { status: AdminLead['status'] }).status,
    }));
    const { user } = renderAdmin(api);
    const select = await screen.findByLabelText('Status for Ines Acme');
    await user.selectOptions(select, 'qualified');
    expect((select as HTMLSelectElement).value).toBe('qualified');
    expect(await screen.findByText(messages.admin.leadStatusUpdated)).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/admin/leads')).toEqual([
      { method: 'PATCH', path: `/api/admin/leads/${ines.id}`, body: { status: 'qualified' } },
    ]);
  });

  it('puts the status back when the server refuses', async () => {
    const api = leadsApi([ines]).on('PATCH', '/api/admin/leads/:id', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    const { user } = renderAdmin(api);
    const select = await screen.findByLabelText('Status for Ines Acme');
    await user.selectOptions(select, 'converted');
    expect(await screen.findByText(messages.admin.updateLeadStatusFailed)).toBeTruthy();
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('new'));
  });

  it('exports the leads the filter shows, and says when the export failed', async () => {
    const api = leadsApi([ines, omar]).on('GET', '/api/admin/leads.csv', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    const { user } = renderAdmin(api);
    const leads = await section();
    await within(leads).findByText('2 leads');
    await user.selectOptions(within(leads).getByRole('combobox', { name: 'Status' }), 'contacted');
    await within(leads).findByText('1 lead');
    await user.click(within(leads).getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText(messages.admin.exportFailed)).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/leads.csv')).toEqual([
      { method: 'GET', path: '/api/admin/leads.csv?status=contacted', body: undefined },
    ]);
  });

  it('says the leads could not be loaded', async () => {
    const api = leadsApi([]).on('GET', '/api/admin/leads', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    renderAdmin(api);
    const leads = await section();
    await waitFor(() => expect(leads.textContent).toContain(messages.admin.loadLeadsFailed));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { AdminUser } from '~/shared/schemas/admin';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply } from '~/web/testing/fake-api';
import { testUser } from '~/web/testing/render-screen';
import { adminSectionLinks } from './admin-sections';

const me: AdminUser = {
  id: testUser.id,
  email: testUser.email,
  role: 'admin',
  createdAt: '2026-10-01T09:00:00.000Z',
};
const grace: AdminUser = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'grace@example.com',
  role: 'user',
  createdAt: '2026-11-02T09:00:00.000Z',
};

function usersApi(users: AdminUser[]) {
  return adminApi()
    .on('GET', '/api/admin/users', { users })
    .on('GET', '/api/admin/leads', { leads: [] });
}

describe('Admin: access and users', () => {
  it('checks access with a spinner, then shows the sections with Leads & users current', async () => {
    renderAdmin(usersApi([me, grace]));
    expect(screen.getByText('Checking access')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    const menu = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(menu).getByRole('link', { name: 'Leads & users' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(menu).getAllByRole('link')).toHaveLength(adminSectionLinks.length);
  });

  it('sends a non-admin home with "Access denied"', async () => {
    const api = usersApi([]).on('GET', '/api/admin/access', () =>
      errorReply(403, 'forbidden', 'Forbidden'),
    );
    renderAdmin(api);
    expect(await screen.findByRole('heading', { name: 'Went to /' })).toBeTruthy();
    expect(await screen.findByText(messages.admin.accessDenied)).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/users')).toHaveLength(0);
  });

  it('says when an address names no section', async () => {
    renderAdmin(usersApi([]), '/admin/nowhere');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There is no such admin section',
    );
  });

  it('groups admins and users, marks the caller, and says a group is empty', async () => {
    renderAdmin(usersApi([me]));
    const admins = await screen.findByRole('group', { name: /Administrators/ });
    expect(within(admins).getByText('(you)')).toBeTruthy();
    const regular = screen.getByRole('group', { name: /Regular Users/ });
    expect(regular.textContent).toContain('None yet.');
  });

  it('shows the load failure in the section', async () => {
    const api = usersApi([]).on('GET', '/api/admin/users', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    renderAdmin(api);
    const section = await screen.findByRole('region', { name: 'User Management' });
    await waitFor(() => expect(section.textContent).toContain(messages.admin.loadUsersFailed));
  });

  it('asks before making an admin, sends nothing on Cancel, and the role on Confirm', async () => {
    const api = usersApi([me, grace]).on('PATCH', '/api/admin/users/:id', (call) => ({
      ...grace,
      role: (call.body as { role: string }).role,
    }));
    const { user } = renderAdmin(api);
    await user.click(await screen.findByRole('button', { name: 'Make Admin: grace@example.com' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make Admin?' });
    expect(dialog.textContent).toContain('grace@example.com will see every user');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH', '/api/admin/users')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Make Admin: grace@example.com' }));
    dialog = await screen.findByRole('dialog', { name: 'Make Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText(messages.admin.roleUpdated('admin'))).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/admin/users')).toEqual([
      { method: 'PATCH', path: `/api/admin/users/${grace.id}`, body: { role: 'admin' } },
    ]);
    const admins = screen.getByRole('group', { name: /Administrators/ });
    expect(within(admins).getByText('grace@example.com')).toBeTruthy();
  });

  it("shows the server's last-admin refusal and keeps the role", async () => {
    const api = usersApi([me, grace]).on('PATCH', '/api/admin/users/:id', () =>
      errorReply(409, 'last_admin', messages.admin.lastAdmin),
    );
    const { user } = renderAdmin(api);
    await user.click(await screen.findByRole('button', { name: `Remove Admin: ${me.email}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Admin?' });
    expect(dialog.textContent).toContain('will no longer open the Admin Dashboard');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Admin' }));
    expect(await screen.findByText(messages.admin.lastAdmin)).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/admin/users')[0]?.body).toEqual({ role: 'user' });
    const admins = screen.getByRole('group', { name: /Administrators/ });
    expect(within(admins).getByText(me.email)).toBeTruthy();
  });

  it('says a role change failed in general words for any other refusal', async () => {
    const api = usersApi([me, grace]).on('PATCH', '/api/admin/users/:id', () =>
      errorReply(500, 'internal', 'database exploded'),
    );
    const { user } = renderAdmin(api);
    await user.click(await screen.findByRole('button', { name: 'Make Admin: grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText(messages.admin.updateRoleFailed)).toBeTruthy();
    expect(screen.queryByText('database exploded')).toBeNull();
  });
});

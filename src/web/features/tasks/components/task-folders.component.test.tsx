import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { Folder } from '~/shared/schemas/tasks-folders';
import type { Todo } from '~/shared/schemas/tasks-todos';
import TodosPage from '~/web/routes/todos';
import { errorReply, FakeApi } from '~/web/testing/fake-api';
import { renderScreen, testUser } from '~/web/testing/render-screen';
import { aFolder, aTodo } from '~/web/testing/task-fixtures';

/** My Tasks as the router mounts it: the folder comes from the address, the role from /api/me. */
function tasksApi(todos: Todo[], folders: Folder[], role: 'admin' | 'user' = 'user'): FakeApi {
  return new FakeApi()
    .on('GET', '/api/me', {
      id: testUser.id,
      email: testUser.email,
      role,
      created_at: '2026-11-01T00:00:00Z',
    })
    .on('GET', '/api/todos', { todos })
    .on('GET', '/api/todo-folders', { folders })
    .on('GET', '/api/todo-preferences', { todoOrder: {} })
    .on('PUT', '/api/todo-preferences', {});
}

const renderTodos = (api: FakeApi, url = '/todos') =>
  renderScreen(<TodosPage />, { api, url, path: '/todos/*' });

const launch = aFolder({ name: 'Brand launch' });
const inLaunch = aTodo({ title: 'Draft positioning statement', folder_id: launch.id });
const loose = aTodo({ title: 'Book the product photographer' });

describe('My Tasks: folders from the address', () => {
  it('opens the folder the address names, marked current, with only its tasks', async () => {
    renderTodos(tasksApi([inLaunch, loose], [launch]), `/todos/${launch.id}`);
    expect(await screen.findByText('Draft positioning statement')).toBeTruthy();
    expect(screen.queryByText('Book the product photographer')).toBeNull();
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(
      within(folders)
        .getByRole('link', { name: /Brand launch/ })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('offers the Admin Dashboard to an admin only, as the server says', async () => {
    const { unmount } = renderTodos(tasksApi([loose], [], 'admin'));
    expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toBeTruthy();
    unmount();
    const api = tasksApi([loose], []);
    renderTodos(api);
    await screen.findByText('Book the product photographer');
    await screen.findByRole('navigation', { name: 'Folders' });
    expect(api.callsTo('GET', '/api/me')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });
});

describe('My Tasks: a new folder', () => {
  it('needs a name, and sends nothing without one', async () => {
    const api = tasksApi([], []);
    const { user } = renderTodos(api);
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Folder' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Folder' }));
    expect(
      await within(dialog).findByText(messages.validation.required('Folder name')),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/todo-folders')).toHaveLength(0);
  });

  it('keeps the dialog and what was typed when the server fails', async () => {
    const api = tasksApi([], []).on(
      'POST',
      '/api/todo-folders',
      errorReply(500, 'internal', 'Database down'),
    );
    const { user } = renderTodos(api);
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Folder' });
    await user.type(within(dialog).getByLabelText(/^Folder name/), 'Spring campaign');
    await user.click(within(dialog).getByRole('button', { name: 'Create Folder' }));
    expect(await screen.findByText(messages.folders.createFailed)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Folder name/)).toHaveProperty(
      'value',
      'Spring campaign',
    );
  });

  it('creates the folder and opens it', async () => {
    const folders: Folder[] = [];
    const api = tasksApi([], folders).on('POST', '/api/todo-folders', (call) => {
      const created = aFolder(call.body as Pick<Folder, 'name'>);
      folders.push(created);
      return created;
    });
    const { user, router } = renderTodos(api);
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Folder' });
    await user.type(within(dialog).getByLabelText(/^Folder name/), 'Spring campaign');
    await user.type(within(dialog).getByLabelText('Description'), 'Posters and posts.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Folder' }));
    expect(await screen.findByText(messages.folders.created)).toBeTruthy();
    expect(api.callsTo('POST', '/api/todo-folders')[0]?.body).toEqual({
      name: 'Spring campaign',
      description: 'Posters and posts.',
    });
    expect(router.state.location.pathname).toBe(`/todos/${folders[0]?.id}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

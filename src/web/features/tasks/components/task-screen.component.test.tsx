import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { Folder } from '~/shared/schemas/tasks-folders';
import type { Todo } from '~/shared/schemas/tasks-todos';
import { errorReply, FakeApi } from '~/web/testing/fake-api';
import { renderScreen, testUser } from '~/web/testing/render-screen';
import { aFolder, aTodo } from '~/web/testing/task-fixtures';
import { TaskScreen } from './task-screen';

function tasksApi(todos: Todo[], folders: Folder[] = []): FakeApi {
  return new FakeApi()
    .on('GET', '/api/todos', { todos })
    .on('GET', '/api/todo-folders', { folders })
    .on('GET', '/api/todo-preferences', { todoOrder: {} })
    .on('PUT', '/api/todo-preferences', {});
}

function renderTasks(api: FakeApi, folderParam?: string) {
  return renderScreen(
    <TaskScreen
      userId={testUser.id}
      email={testUser.email}
      isAdmin={false}
      folderParam={folderParam}
    />,
    { api },
  );
}

const launch = aFolder({ name: 'Brand launch', description: 'Everything for the March launch.' });
const positioning = aTodo({
  title: 'Draft positioning statement',
  description: 'Two sentences, no jargon.',
  folder_id: launch.id,
});
const colours = aTodo({ title: 'Pick three brand colours', folder_id: launch.id });
const photographer = aTodo({ title: 'Book the product photographer' });
const shipped = aTodo({ title: 'Ship the teaser', is_complete: true });

describe('My Tasks', () => {
  it('shows a spinner, then an empty state that names the filter', async () => {
    const { user } = renderTasks(tasksApi([]));
    expect(screen.getByText('Loading tasks')).toBeTruthy();
    await screen.findByText('No active tasks found');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getByText("You haven't created any tasks yet")).toBeTruthy();
    expect(screen.getByText('No tasks found')).toBeTruthy();
  });

  it('says so when a folder is not yours to see', async () => {
    renderTasks(tasksApi([photographer]), '3f2b8f2e-0000-4000-8000-000000000000');
    expect((await screen.findByRole('alert')).textContent).toContain(
      "This folder doesn't exist or hasn't been shared with you.",
    );
    expect(screen.getByRole('link', { name: 'Back to all tasks' }).getAttribute('href')).toBe(
      '/todos',
    );
  });

  it('says the tasks could not be loaded when the server fails', async () => {
    const api = tasksApi([]).on('GET', '/api/todos', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    renderTasks(api);
    expect(await screen.findByText(messages.todos.fetchFailed)).toBeTruthy();
  });

  it('filters active, all and completed tasks', async () => {
    const { user } = renderTasks(tasksApi([positioning, photographer, shipped], [launch]));
    await screen.findByText('Draft positioning statement');
    expect(screen.queryByText('Ship the teaser')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(screen.getByText('Ship the teaser')).toBeTruthy();
    expect(screen.queryByText('Draft positioning statement')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getByText('Ship the teaser')).toBeTruthy();
    expect(screen.getByText('Book the product photographer')).toBeTruthy();
  });

  it('selects in bulk, counts, and clears a selection the filter would hide', async () => {
    const { user } = renderTasks(tasksApi([positioning, colours, photographer], [launch]));
    await screen.findByText('Pick three brand colours');
    await user.click(screen.getByRole('switch', { name: 'Bulk Select' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pick three brand colours' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Select Book the product photographer' }),
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar.textContent).toContain('2 selected');
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })?.textContent ?? '').not.toContain(
      '2 selected',
    );
  });

  it('sends one bulk command for the selection and confirms a delete first', async () => {
    const api = tasksApi([colours, photographer], [launch]).on('POST', '/api/todos/bulk', {
      todos: [],
      deleted: [colours.id, photographer.id],
    });
    const { user } = renderTasks(api);
    await screen.findByText('Pick three brand colours');
    await user.click(screen.getByRole('switch', { name: 'Bulk Select' }));
    await user.click(screen.getByRole('button', { name: /Select all/ }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 tasks?' });
    expect(api.callsTo('POST', '/api/todos/bulk')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/todos/bulk')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/todos/bulk')[0]?.body).toEqual({
      action: 'delete',
      ids: expect.arrayContaining([colours.id, photographer.id]) as unknown,
    });
  });

  it('refuses an empty title in the add form without calling the server', async () => {
    const api = tasksApi([]);
    const { user } = renderTasks(api);
    await screen.findByText('No active tasks found');
    await user.click(screen.getByRole('button', { name: /Add New Task/ }));
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(api.callsTo('POST', '/api/todos')).toHaveLength(0);
  });

  it('opens the edit dialog with the task, focused on its first field', async () => {
    const { user } = renderTasks(tasksApi([positioning], [launch]));
    await user.click(
      await screen.findByRole('button', { name: 'Edit Draft positioning statement' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Todo' });
    const title = within(dialog).getByLabelText(/Title/);
    expect((title as HTMLInputElement).value).toBe('Draft positioning statement');
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('opens the share dialog from a folder’s menu', async () => {
    const api = tasksApi([positioning], [launch]).on(
      'GET',
      `/api/todo-folders/${launch.id}/sharing`,
      { folder_id: launch.id, shared_with: [], can_edit: [], can_manage: [], members: [] },
    );
    const { user } = renderTasks(api);
    await user.click(
      await screen.findByRole('button', { name: 'Actions for folder Brand launch' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share Folder' })).toBeTruthy();
  });
});

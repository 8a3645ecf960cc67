import { describe, expect, it } from 'vitest';
import type { Folder } from '~/shared/schemas/tasks-folders';
import type { Todo } from '~/shared/schemas/tasks-todos';
import { accessByContainer, buildTaskRows, openCounts } from './task-rows';

const me = 'me';
const folder = (id: string, owner: string, extra: Partial<Folder> = {}): Folder => ({
  id,
  user_id: owner,
  owner_email: `${owner}@example.com`,
  name: id.toUpperCase(),
  description: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  shared_with: [],
  can_edit: [],
  can_manage: [],
  ...extra,
});
const todo = (id: string, folderId: string | null, isComplete = false): Todo => ({
  id,
  user_id: me,
  title: id,
  description: null,
  is_complete: isComplete,
  folder_id: folderId,
  created_at: `2026-01-01T00:00:0${id.length}.000Z`,
  updated_at: '2026-01-01T00:00:00.000Z',
  shared_with: [],
  can_edit: [],
});

const folders = [folder('mine', me), folder('theirs', 'ann', { shared_with: [me] })];
const todos = [todo('a', null), todo('b', null, true), todo('c', 'mine'), todo('d', 'theirs')];
const access = accessByContainer(folders, me);

describe('buildTaskRows', () => {
  it('groups all tasks by container in sidebar order, under headers, after the filter', () => {
    const rows = buildTaskRows({
      todos,
      order: { root: ['b', 'a'] },
      folders,
      access,
      view: { kind: 'all' },
      filter: 'active',
    });
    expect(rows.map((row) => row.key)).toEqual([
      'header:root',
      'a',
      'header:mine',
      'c',
      'header:theirs',
      'd',
    ]);
  });

  it('shows one container in saved order, and marks view-only todos as unchangeable', () => {
    const root = buildTaskRows({
      todos,
      order: { root: ['b', 'a'] },
      folders,
      access,
      view: { kind: 'container', container: 'root' },
      filter: 'all',
    });
    expect(root.map((row) => row.key)).toEqual(['b', 'a']);
    const shared = buildTaskRows({
      todos,
      order: {},
      folders,
      access,
      view: { kind: 'container', container: 'theirs' },
      filter: 'all',
    });
    expect(shared).toMatchObject([{ kind: 'todo', key: 'd', canChange: false }]);
  });

  it('counts open tasks per container', () => {
    expect(Object.fromEntries(openCounts(todos))).toEqual({ root: 1, mine: 1, theirs: 1 });
  });
});

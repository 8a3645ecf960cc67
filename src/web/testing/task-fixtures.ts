import type { Folder } from '~/shared/schemas/tasks-folders';
import type { Todo } from '~/shared/schemas/tasks-todos';
import { testUser } from './render-screen';

let sequence = 0;
/** A stable-looking UUID, new on every call. */
export function fixtureId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

const createdAt = '2026-11-20T15:30:00.000Z';

export function aTodo(fields: Partial<Todo> & Pick<Todo, 'title'>): Todo {
  return {
    id: fixtureId(),
    user_id: testUser.id,
    description: null,
    is_complete: false,
    folder_id: null,
    created_at: createdAt,
    updated_at: createdAt,
    shared_with: [],
    can_edit: [],
    ...fields,
  };
}

export function aFolder(fields: Partial<Folder> & Pick<Folder, 'name'>): Folder {
  return {
    id: fixtureId(),
    user_id: testUser.id,
    owner_email: testUser.email,
    description: null,
    created_at: createdAt,
    updated_at: createdAt,
    shared_with: [],
    can_edit: [],
    can_manage: [],
    ...fields,
  };
}

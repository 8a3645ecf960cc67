import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Todo } from '../../shared/schemas/tasks-todos.ts';
import {
  containerOf,
  dropOnContainer,
  dropOnTodo,
  folderIdOf,
  normaliseOrder,
  rootContainer,
  type TodoOrder,
} from '../../shared/tasks/todo-order.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { caller, clearTasks, signUpRoles, type Accounts } from '../testing/tasks-test-fixture.ts';

let testApp: TestApp;
let accounts: Accounts;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  testApp = await createTestApp();
  accounts = await signUpRoles(testApp.app);
  call = caller(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

type Step =
  | { kind: 'insert'; container: number; byEditor: boolean }
  | { kind: 'delete'; pick: number; byEditor: boolean }
  | { kind: 'drop'; pick: number; over: number }
  | { kind: 'dropOnFolder'; pick: number; container: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), container: fc.nat(2), byEditor: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), byEditor: fc.boolean() }),
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat(), over: fc.nat() }),
  fc.record({ kind: fc.constant('dropOnFolder' as const), pick: fc.nat(), container: fc.nat(2) }),
);

/**
 * The screen's loop, against the real server: read todos and the saved order, apply a
 * change (the owner's drag and drop, or anyone's insert or delete, including a
 * collaborator's the owner's order never heard of), save the order the shared functions
 * produce, read both back. Whatever happened, the saved order lists every todo the owner
 * can see exactly once, under the folder it is in.
 */
describe('saved todo order through the API', () => {
  it('keeps every visible todo exactly once through any sequence of moves, inserts and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        await clearTasks(testApp.database);
        const folder = await call(accounts.owner, 'POST', '/api/todo-folders', { name: 'Shared' });
        const folderId = folder.json<{ id: string }>().id;
        await call(
          accounts.owner,
          'PUT',
          `/api/todo-folders/${folderId}/sharing/${accounts.editor.id}`,
          {
            level: 'edit',
          },
        );
        const containers = [rootContainer, folderId, folderId];
        const read = async () => ({
          todos: (await call(accounts.owner, 'GET', '/api/todos')).json<{ todos: Todo[] }>().todos,
          order: (await call(accounts.owner, 'GET', '/api/todo-preferences')).json<{
            todoOrder: TodoOrder;
          }>().todoOrder,
        });
        for (const current of steps) {
          const { todos, order } = await read();
          const pick = (n: number) => todos[n % Math.max(1, todos.length)];
          if (current.kind === 'insert') {
            // The editor cannot add to the owner's root; they add to the shared folder.
            const folder_id = current.byEditor
              ? folderId
              : folderIdOf(containers[current.container]!);
            const who = current.byEditor ? accounts.editor : accounts.owner;
            expect(
              (await call(who, 'POST', '/api/todos', { title: 't', folder_id })).statusCode,
            ).toBe(201);
          } else if (current.kind === 'delete') {
            const gone = pick(current.pick);
            if (!gone) continue;
            const who = current.byEditor && gone.folder_id ? accounts.editor : accounts.owner;
            expect((await call(who, 'DELETE', `/api/todos/${gone.id}`)).statusCode).toBe(204);
          } else {
            const active = pick(current.pick);
            if (!active) continue;
            const next =
              current.kind === 'drop'
                ? dropOnTodo(todos, order, active.id, pick(current.over)!.id)
                : dropOnContainer(todos, order, active.id, containers[current.container]!);
            const moved = next.todos.find((todo) => todo.id === active.id)!;
            if (containerOf(moved) !== containerOf(active)) {
              const response = await call(accounts.owner, 'PATCH', `/api/todos/${active.id}`, {
                folder_id: moved.folder_id,
              });
              expect(response.statusCode).toBe(200);
            }
            const saved = await call(accounts.owner, 'PUT', '/api/todo-preferences', {
              todoOrder: next.order,
            });
            expect(saved.statusCode).toBe(200);
            // What the user arranged is exactly what a reload shows.
            const reloaded = await read();
            expect(normaliseOrder(reloaded.todos, reloaded.order)).toEqual(next.order);
          }
          const after = await read();
          const normal = normaliseOrder(after.todos, after.order);
          const listed = Object.values(normal).flat();
          expect([...listed].sort()).toEqual(after.todos.map((todo) => todo.id).sort());
          for (const todo of after.todos) expect(normal[containerOf(todo)]).toContain(todo.id);
        }
      }),
      { numRuns: 12 },
    );
  });
});

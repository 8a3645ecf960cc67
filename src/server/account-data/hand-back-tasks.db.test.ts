import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { changeMatching, SseTestClient } from '../testing/sse-test-client.ts';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { caller, snapshot } from '../testing/tasks-test-fixture.ts';

/**
 * Issue 29: deleting an account hands the tasks other people created in its folders back
 * to them, and the mail to them says so.
 */
const password = 'Crm-test-passphrase-42';
let inbox: SmtpInbox;
let testApp: TestApp;
let counter = 0;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ smtpUrl: inbox.url }, { mail: { autoStart: false } });
  // Listening too, for a realtime stream read as the browser reads it.
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

const db = () => testApp.database.db;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(testApp.app)(...args);
const newAccount = (name: string) => {
  counter += 1;
  return signUpAccount(testApp.app, `${name}-${counter}@hand-back.example.com`);
};
const created = async (response: Promise<{ json: <T>() => T }>) =>
  (await response).json<{ id: string }>().id;
interface ListedTodo {
  id: string;
  title: string;
  user_id: string;
  folder_id: string | null;
  is_complete: boolean;
}
const listOf = async (account: TestAccount) =>
  (await call(account, 'GET', '/api/todos')).json<{ todos: ListedTodo[] }>().todos;

/** Every todo with these titles, across the tests of this file, sorted. */
const titlesIn = async (titles: string[]) =>
  (await db().selectFrom('todos').select('title').where('title', 'in', titles).execute())
    .map((row) => row.title)
    .sort();
/** What is left in Ada's place: her todos, or any in her folder. */
const adasTasks = (ada: TestAccount, board: string) =>
  db()
    .selectFrom('todos')
    .select('title')
    .where((eb) => eb.or([eb('user_id', '=', ada.id), eb('folder_id', '=', board)]))
    .execute();

/**
 * Ada's "Board": Edith added two tasks while she could edit (then was set to view, so the
 * folder goes with Ada), Fred one before Ada stopped sharing with him. Edith has a
 * "Board" of her own already; Fred has none. Ada also has a task there and one at root.
 */
async function seedBoard() {
  const [ada, edith, fred] = [
    await newAccount('ada'),
    await newAccount('edith'),
    await newAccount('fred'),
  ];
  const board = await created(call(ada, 'POST', '/api/todo-folders', { name: 'Board' }));
  const edithsBoard = await created(call(edith, 'POST', '/api/todo-folders', { name: 'Board' }));
  for (const member of [edith, fred])
    await call(ada, 'PUT', `/api/todo-folders/${board}/sharing/${member.id}`, { level: 'edit' });
  const draft = await created(
    call(edith, 'POST', '/api/todos', { title: 'Edith draft', folder_id: board }),
  );
  await call(edith, 'PATCH', `/api/todos/${draft}`, { is_complete: true });
  await call(edith, 'POST', '/api/todos', { title: 'Edith review', folder_id: board });
  await call(fred, 'POST', '/api/todos', { title: 'Fred idea', folder_id: board });
  await call(ada, 'POST', '/api/todos', { title: 'Ada note', folder_id: board });
  await call(ada, 'POST', '/api/todos', { title: 'Ada root' });
  await call(ada, 'PUT', `/api/todo-folders/${board}/sharing/${edith.id}`, { level: 'view' });
  await call(ada, 'DELETE', `/api/todo-folders/${board}/sharing/${fred.id}`);
  return { ada, edith, fred, board, edithsBoard, draft };
}

describe('tasks handed back when an account is deleted', () => {
  it('records the signed-in caller as creator, never a value from the client', async () => {
    const { ada, edith, fred, board } = await seedBoard();
    const forged = await call(edith, 'POST', '/api/todos', {
      title: 'Forged',
      folder_id: null,
      created_by: ada.id,
    });
    expect(forged.statusCode).toBe(400);
    const creators = await db()
      .selectFrom('todos')
      .select(['title', 'user_id', 'created_by'])
      .where('folder_id', '=', board)
      .orderBy('title')
      .execute();
    expect(creators).toEqual([
      { title: 'Ada note', user_id: ada.id, created_by: ada.id },
      { title: 'Edith draft', user_id: ada.id, created_by: edith.id },
      { title: 'Edith review', user_id: ada.id, created_by: edith.id },
      { title: 'Fred idea', user_id: ada.id, created_by: fred.id },
    ]);
  });

  it("moves members' tasks to their own folder of that name, deletes the owner's, and tells them", async () => {
    const { ada, edith, fred, board, edithsBoard, draft } = await seedBoard();
    const titlesBefore = await titlesIn(['Ada note', 'Ada root', 'Edith draft', 'Fred idea']);
    // Edith's list as her browser has it cached, and her open realtime stream.
    const before = await call(edith, 'GET', '/api/todos');
    const etag = String(before.headers.etag);
    const { port } = testApp.app.server.address() as AddressInfo;
    const stream = await SseTestClient.open(
      `http://127.0.0.1:${port}/api/realtime`,
      edith.headers.authorization,
    );
    await stream.waitFor((event) => event.event === 'ready');

    expect((await call(ada, 'POST', '/api/account/delete', { password })).statusCode).toBe(204);

    const edithsList = await listOf(edith);
    expect(
      edithsList.map(({ title, user_id, folder_id, is_complete }) => ({
        title,
        user_id,
        folder_id,
        is_complete,
      })),
    ).toEqual([
      { title: 'Edith draft', user_id: edith.id, folder_id: edithsBoard, is_complete: true },
      { title: 'Edith review', user_id: edith.id, folder_id: edithsBoard, is_complete: false },
    ]);
    expect(edithsList[0]?.id).toBe(draft);
    // Her cached copy is stale at once: the move bumped her list version in the deletion.
    const revalidated = await testApp.app.inject({
      method: 'GET',
      url: '/api/todos',
      headers: { ...edith.headers, 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(200);
    // Her open screen hears of it at once: the task, now hers in her own folder (as newly
    // visible; the screen puts any change that is not a delete in place by id).
    const moved = await stream.waitFor(changeMatching('todos', 'insert', draft));
    expect(JSON.parse(moved.data)).toMatchObject({
      row: { folder_id: edithsBoard, user_id: edith.id },
    });
    stream.close();

    // Fred had no "Board": one was made for him, holding his task.
    const fredsFolders = await db()
      .selectFrom('todo_folders')
      .select(['id', 'name'])
      .where('user_id', '=', fred.id)
      .execute();
    expect(fredsFolders).toEqual([{ id: expect.any(String), name: 'Board' }]);
    expect((await listOf(fred)).map(({ title, folder_id }) => ({ title, folder_id }))).toEqual([
      { title: 'Fred idea', folder_id: fredsFolders[0]?.id },
    ]);

    // Ada's own tasks and her folder went with her account; nothing else was lost.
    expect(await adasTasks(ada, board)).toEqual([]);
    const expected = [...titlesBefore];
    for (const gone of ['Ada note', 'Ada root']) expected.splice(expected.indexOf(gone), 1);
    expect(await titlesIn(['Ada note', 'Ada root', 'Edith draft', 'Fred idea'])).toEqual(expected);

    await testApp.app.mail.worker.runOnce();
    const subject = `Folders ${ada.email} shared with you have changed`;
    const noticesTo = (account: TestAccount) =>
      inbox.to(account.email).filter((mail) => mail.subject === subject);
    const [toEdith] = noticesTo(edith);
    expect(toEdith?.text).toContain(
      'removed with the account; the 2 tasks you added to it moved to your own folder "Board"',
    );
    const [toFred] = noticesTo(fred);
    expect(toFred?.text).toContain('the 1 task you added to it moved to your own folder "Board"');
  });

  it('changes nothing and tells nobody when the deletion fails half way', async () => {
    const { ada, edith } = await seedBoard();
    const tasksBefore = await snapshot(testApp.database);
    // The last step of the deletion fails: everything before it must roll back with it.
    await sql`
      CREATE FUNCTION refuse_account_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'deletion refused by the test'; END $$`.execute(db());
    await sql`
      CREATE TRIGGER refuse_account_deletion BEFORE DELETE ON auth_users
      FOR EACH ROW EXECUTE FUNCTION refuse_account_deletion()`.execute(db());
    try {
      const failed = await call(ada, 'POST', '/api/account/delete', { password });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_account_deletion ON auth_users`.execute(db());
      await sql`DROP FUNCTION refuse_account_deletion()`.execute(db());
    }
    expect(await snapshot(testApp.database)).toEqual(tasksBefore);
    const queued = await db()
      .selectFrom('mail_outbox')
      .select('kind')
      .where('recipient', 'in', [edith.email, ada.email])
      .where('kind', 'in', ['shared_folders_after_deletion', 'account_deleted'])
      .execute();
    expect(queued).toEqual([]);
    expect((await listOf(ada)).map((todo) => todo.title).sort()).toEqual([
      'Ada note',
      'Ada root',
      'Edith draft',
      'Edith review',
      'Fred idea',
    ]);
  });
});

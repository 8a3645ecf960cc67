import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser } from '../support/browser.ts';
import { listenToAnnouncements, press } from '../support/drag-announcements.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { api, signUp, signedInContext, type SignedUpUser } from '../support/task-accounts.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

/** Polls until the value matches: screens load and realtime events land on their own time. */
const eventually = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

const taskList = (page: Page) => page.getByRole('list', { name: 'Tasks' });

/** Task titles in the order the list shows them (from the completion checkboxes). */
async function shownTitles(page: Page): Promise<string[]> {
  const labels = await taskList(page)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  return labels.map((label) =>
    label.replace(/^(Mark|Select) /, '').replace(/ (complete|incomplete)$/, ''),
  );
}

async function expectToast(page: Page, text: string): Promise<void> {
  await eventually(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

async function addTask(page: Page, title: string): Promise<void> {
  const titleField = page.getByLabel('Title');
  if (!(await titleField.isVisible()))
    await page.getByRole('button', { name: 'Add New Task' }).click();
  await titleField.fill(title);
  await page.getByRole('button', { name: 'Add Task', exact: true }).click();
  await eventually(() => taskList(page).getByText(title, { exact: true }).isVisible()).toBe(true);
}

/** Drags one task's handle onto another task with the mouse, in small steps. */
async function dragOnto(page: Page, title: string, targetTitle: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Drag to reorder ${title}` });
  const target = taskList(page).getByText(targetTitle, { exact: true });
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + 20, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

it('organises, shares and edits tasks with a collaborator live', { timeout: 180_000 }, async () => {
  const ada: SignedUpUser = await signUp(server.url, 'ada');
  const bob: SignedUpUser = await signUp(server.url, 'bob');
  const adaContext = await signedInContext(browser, ada);
  const page = await adaContext.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // Create a folder; its screen opens.
  await gotoHydrated(page, `${server.url}/todos`);
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByLabel('Folder name').fill('Launch plan');
  await page.getByRole('button', { name: 'Create Folder' }).click();
  await expectToast(page, 'Folder created successfully!');
  await eventually(() => page.url()).toMatch(/\/todos\/[0-9a-f-]{36}$/);
  const folderId = page.url().split('/').pop()!;

  // Add three tasks: the newest shows first.
  for (const title of ['Draft brief', 'Call client', 'Send invoice']) await addTask(page, title);
  await expectToast(page, 'Todo added successfully!');
  expect(await shownTitles(page)).toEqual(['Send invoice', 'Call client', 'Draft brief']);

  // Drag to reorder; the order is saved a second later and survives a reload.
  const orderSaved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/todo-preferences') && response.request().method() === 'PUT',
  );
  await dragOnto(page, 'Draft brief', 'Send invoice');
  await eventually(() => shownTitles(page)).toEqual(['Draft brief', 'Send invoice', 'Call client']);
  expect((await orderSaved).ok()).toBe(true);
  await page.reload();
  await eventually(() => shownTitles(page)).toEqual(['Draft brief', 'Send invoice', 'Call client']);

  // Bulk complete two, then bulk delete them from the Completed view.
  await page.getByRole('switch', { name: 'Bulk Select' }).click();
  await page.getByRole('checkbox', { name: 'Select Send invoice' }).check();
  await page.getByRole('checkbox', { name: 'Select Call client' }).check();
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expectToast(page, 'Todos updated successfully!');
  await eventually(() => shownTitles(page)).toEqual(['Draft brief']);
  await page.getByRole('radio', { name: 'Completed' }).click();
  await page.getByRole('button', { name: /Select all 2/ }).click();
  expect(await page.getByRole('button', { name: 'Mark incomplete' }).isVisible()).toBe(true);
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Todos deleted successfully!');
  await eventually(() => page.getByText('No completed tasks found').isVisible()).toBe(true);
  await page.getByRole('switch', { name: 'Bulk Select' }).click();
  await page.getByRole('radio', { name: 'Active' }).click();

  // Share the folder with Bob at view level.
  await page.getByRole('button', { name: 'Actions for folder Launch plan' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Folder' });
  const shareButton = dialog.getByRole('button', { name: 'Share', exact: true });
  expect(await shareButton.isDisabled()).toBe(true);
  // The dialog starts in its first field; typing the whole address and Enter shares (the
  // matching person is chosen without ticking their radio).
  const find = dialog.getByLabel('Find a person');
  await eventually(() => find.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await dialog.getByLabel('Permission', { exact: true }).inputValue()).toBe('view');
  await find.pressSequentially(bob.email);
  await find.press('Enter');
  await expectToast(page, 'Folder shared successfully!');
  await eventually(() =>
    dialog.getByRole('combobox', { name: `Permission for ${bob.email}` }).isVisible(),
  ).toBe(true);
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Escape');

  // Bob sees the folder read-only: no controls, and the server refuses changes too.
  const bobContext = await signedInContext(browser, bob);
  const bobPage = await bobContext.newPage();
  bobPage.on('pageerror', (error) => errors.push(error.message));
  await bobPage.goto(`${server.url}/todos/${folderId}`);

  await eventually(() => taskList(bobPage).getByText('Draft brief').isVisible()).toBe(true);
  expect(await bobPage.getByRole('button', { name: 'Add New Task' }).count()).toBe(0);
  expect(await bobPage.getByRole('button', { name: /^Drag to reorder/ }).count()).toBe(0);
  expect(await bobPage.getByRole('button', { name: 'Edit Draft brief' }).count()).toBe(0);
  // No checkbox they cannot use, no bulk switch; the folder says it is view only.
  expect(await bobPage.getByRole('checkbox').count()).toBe(0);
  expect(await bobPage.getByRole('switch', { name: 'Bulk Select' }).count()).toBe(0);
  expect(await bobPage.getByText('View only', { exact: true }).isVisible()).toBe(true);
  const { body: listed } = await api<{ todos: { id: string; title: string }[] }>(
    server.url,
    bob,
    'GET',
    '/api/todos',
  );
  const draftId = listed.todos.find((todo) => todo.title === 'Draft brief')!.id;
  const refused = await api(server.url, bob, 'PATCH', `/api/todos/${draftId}`, {
    is_complete: true,
  });
  expect(refused.status).toBe(403);

  // Ada's new task appears on Bob's screen without a reload.
  await addTask(page, 'Live from Ada');
  await eventually(() => taskList(bobPage).getByText('Live from Ada').isVisible()).toBe(true);

  // Ada raises Bob to edit; his controls appear and his change reaches Ada live.
  await page.getByRole('button', { name: 'Actions for folder Launch plan' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await dialog.getByRole('combobox', { name: `Permission for ${bob.email}` }).selectOption('edit');
  await expectToast(page, 'Sharing updated');
  await page.keyboard.press('Escape');
  await eventually(() => bobPage.getByRole('button', { name: 'Add New Task' }).isVisible()).toBe(
    true,
  );
  // Completing it takes it out of the Active list, on both screens.
  await bobPage.getByRole('checkbox', { name: 'Mark Draft brief complete' }).click();
  await eventually(() => taskList(page).getByText('Draft brief').count()).toBe(0);

  expect(errors).toEqual([]);
  await bobContext.close();
  await adaContext.close();
});

it(
  'edits, reorders by keyboard, moves onto a folder, renames and deletes a folder',
  { timeout: 120_000 },
  async () => {
    const cleo = await signUp(server.url, 'cleo');
    const folder = await api<{ id: string }>(server.url, cleo, 'POST', '/api/todo-folders', {
      name: 'Ideas',
    });
    for (const title of ['First', 'Second', 'Third'])
      await api(server.url, cleo, 'POST', '/api/todos', { title });
    const context = await signedInContext(browser, cleo);
    const page = await context.newPage();
    await gotoHydrated(page, `${server.url}/todos/inbox`);
    await eventually(() => shownTitles(page)).toEqual(['Third', 'Second', 'First']);

    // Edit Todo.
    await page.getByRole('button', { name: 'Edit Second' }).click();
    await page
      .getByRole('dialog', { name: 'Edit Todo' })
      .getByLabel('Description')
      .fill('With details');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Todo updated successfully!');
    await eventually(() => taskList(page).getByText('With details').isVisible()).toBe(true);

    // Keyboard: lift Third with Space, move it down one, drop it. Each key waits for what
    // the previous one announced: the list measures itself after the lift.
    await listenToAnnouncements(page);
    await page.getByRole('button', { name: 'Drag to reorder Third' }).focus();
    await press(page, 'Space', /^(Picked up Third\.|Third is over Third\.)$/);
    await press(page, 'ArrowDown', 'Third is over Second.');
    await press(page, 'Space', 'Third was dropped on Second.');
    await eventually(() => shownTitles(page)).toEqual(['Second', 'Third', 'First']);

    // Drop First on the Ideas folder in the sidebar.
    const handle = page.getByRole('button', { name: 'Drag to reorder First' });
    const target = page
      .getByRole('navigation', { name: 'Folders' })
      .getByRole('link', { name: /Ideas/ });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expectToast(page, 'Todo moved successfully!');
    await eventually(() => shownTitles(page)).toEqual(['Second', 'Third']);

    // Rename the folder, then delete it: its task comes back to the Inbox.
    await gotoHydrated(page, `${server.url}/todos/${folder.body.id}`);
    await eventually(() => shownTitles(page)).toEqual(['First']);
    await page.getByRole('button', { name: 'Actions for folder Ideas' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByLabel('Folder name').fill('Good ideas');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Folder updated successfully!');
    await page.getByRole('button', { name: 'Actions for folder Good ideas' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Folder' });
    expect(await confirm.innerText()).toContain('cannot be undone');
    await confirm.getByRole('button', { name: 'Delete Folder' }).click();
    await expectToast(page, 'Folder deleted successfully!');
    await page.goto(`${server.url}/todos/inbox`);
    await eventually(async () => (await shownTitles(page)).sort()).toEqual([
      'First',
      'Second',
      'Third',
    ]);

    // A single delete, undone from its toast: the task is back in its place.
    const before = await shownTitles(page);
    await page.getByRole('button', { name: 'Delete Second' }).click();
    await expectToast(page, 'Todo deleted successfully!');
    await eventually(async () => (await shownTitles(page)).sort()).toEqual(['First', 'Third']);
    await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Change undone');
    await eventually(() => shownTitles(page)).toEqual(before);
    await page.reload();
    await eventually(() => shownTitles(page)).toEqual(before);
    await context.close();
  },
);

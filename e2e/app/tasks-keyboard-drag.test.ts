import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser } from '../support/browser.ts';
import { listenToAnnouncements, press, pressSilentThen } from '../support/drag-announcements.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { api, signUp, signedInContext } from '../support/task-accounts.ts';

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

const eventually = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

const taskList = (page: Page) => page.getByRole('list', { name: 'Tasks' });

async function shownTitles(page: Page): Promise<string[]> {
  const labels = await taskList(page)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Mark /, '').replace(/ (complete|incomplete)$/, ''));
}

it.each(['desktop', 'phone'] as const)(
  'moves a task onto a sidebar folder with the keyboard alone (%s)',
  { timeout: 120_000 },
  async (viewport) => {
    const dana = await signUp(server.url, `dana-${viewport}`);
    const eve = await signUp(server.url, `eve-${viewport}`);
    const errands = await api<{ id: string }>(server.url, dana, 'POST', '/api/todo-folders', {
      name: 'Errands',
    });
    const ideas = await api<{ id: string }>(server.url, dana, 'POST', '/api/todo-folders', {
      name: 'Ideas',
    });
    expect([errands.status, ideas.status]).toEqual([201, 201]);
    // A folder dana may only view: listed in her sidebar, but no place to drop a task.
    const evePlans = await api<{ id: string }>(server.url, eve, 'POST', '/api/todo-folders', {
      name: 'Eve plans',
    });
    const share = await api(
      server.url,
      eve,
      'PUT',
      `/api/todo-folders/${evePlans.body.id}/sharing/${dana.id}`,
      { level: 'view' },
    );
    expect(share.status).toBeLessThan(300);
    for (const title of ['Alpha', 'Beta'])
      await api(server.url, dana, 'POST', '/api/todos', { title });

    const context = await signedInContext(browser, dana, viewport);
    const page = await context.newPage();
    await gotoHydrated(page, `${server.url}/todos/inbox`);
    await eventually(() => shownTitles(page)).toEqual(['Beta', 'Alpha']);
    await eventually(() =>
      page.getByRole('navigation', { name: 'Folders' }).getByText('Eve plans').isVisible(),
    ).toBe(true);
    await listenToAnnouncements(page);

    // (The lift's two announcements come in one render: the second may replace the first.)
    // Left reaches the sidebar and Right comes back to the tasks; Escape puts it back.
    await page.getByRole('button', { name: 'Drag to reorder Beta' }).focus();
    await press(page, 'Space', /^(Picked up Beta\.|Beta is over Beta\.)$/);
    await press(page, 'ArrowLeft', 'Beta is over folder Inbox. Drop to move it there.');
    await press(page, 'ArrowRight', /^Beta is over (Alpha|Beta)\.$/);
    await press(page, 'Escape', 'Moving Beta was cancelled.');

    // Space lifts Alpha; Left goes to its own folder (Inbox) in the sidebar, Down through
    // the folders that take it (not the view-only one), Space drops it in Ideas.
    await page.getByRole('button', { name: 'Drag to reorder Alpha' }).focus();
    await press(page, 'Space', /^(Picked up Alpha\.|Alpha is over Alpha\.)$/);
    await press(page, 'ArrowLeft', 'Alpha is over folder Inbox. Drop to move it there.');
    await press(page, 'ArrowDown', 'Alpha is over folder Errands. Drop to move it there.');
    await press(page, 'ArrowDown', 'Alpha is over folder Ideas. Drop to move it there.');
    // Ideas is the last folder that takes it: a further Down stays there, says nothing, and
    // Space drops it in Ideas.
    expect(
      await pressSilentThen(page, 'ArrowDown', 'Space', 'Alpha was moved to folder Ideas.'),
    ).toEqual(['Alpha was moved to folder Ideas.']);
    await eventually(() => page.getByText('Todo moved successfully!').first().isVisible()).toBe(
      true,
    );
    // The toast says where it went and offers Undo: a move to another folder is never silent.
    const moved = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Todo moved successfully!' });
    expect(await moved.innerText()).toContain('Now in Ideas');
    expect(await moved.getByRole('button', { name: 'Undo' }).isVisible()).toBe(true);
    await expectNoSeriousAccessibilityViolations(page);
    await eventually(() => shownTitles(page)).toEqual(['Beta']);

    // The server has it in Ideas, and so has the folder's screen, also after a reload.
    const stored = await api<{ todos: { title: string; folder_id: string | null }[] }>(
      server.url,
      dana,
      'GET',
      '/api/todos',
    );
    expect(stored.body.todos.find((todo) => todo.title === 'Alpha')?.folder_id).toBe(ideas.body.id);
    await page
      .getByRole('navigation', { name: 'Folders' })
      .getByRole('link', { name: /Ideas/ })
      .click();
    await eventually(() => shownTitles(page)).toEqual(['Alpha']);
    await page.reload();
    await eventually(() => shownTitles(page)).toEqual(['Alpha']);
    expect(page.url()).toBe(`${server.url}/todos/${ideas.body.id}`);
    await context.close();
  },
);

it('reaches the sticky sidebar from far down a long list', { timeout: 120_000 }, async () => {
  const finn = await signUp(server.url, 'finn');
  const errands = await api<{ id: string }>(server.url, finn, 'POST', '/api/todo-folders', {
    name: 'Errands',
  });
  await api(server.url, finn, 'POST', '/api/todo-folders', { name: 'Ideas' });
  for (let number = 1; number <= 30; number += 1)
    await api(server.url, finn, 'POST', '/api/todos', { title: `Task ${number}` });

  const context = await signedInContext(browser, finn);
  const page = await context.newPage();
  await gotoHydrated(page, `${server.url}/todos/inbox`);
  await eventually(async () => (await shownTitles(page)).length).toBeGreaterThan(10);
  await listenToAnnouncements(page);
  const handle = page.getByRole('button', { name: 'Drag to reorder Task 3' });
  // Far down the page: the sidebar stays in view (sticky), the top of the page does not.
  await page.evaluate(() => window.scrollTo(0, 1800));
  await handle.focus();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  // Up in the sidebar, with the page scrolled, must choose a folder, not scroll the page.
  await press(page, 'Space', /Task 3/);
  await press(page, 'ArrowLeft', 'Task 3 is over folder Inbox. Drop to move it there.');
  await press(page, 'ArrowDown', 'Task 3 is over folder Errands. Drop to move it there.');
  await press(page, 'ArrowDown', 'Task 3 is over folder Ideas. Drop to move it there.');
  await press(page, 'ArrowUp', 'Task 3 is over folder Errands. Drop to move it there.');
  await press(page, 'Space', 'Task 3 was moved to folder Errands.');
  await eventually(async () => {
    const stored = await api<{ todos: { title: string; folder_id: string | null }[] }>(
      server.url,
      finn,
      'GET',
      '/api/todos',
    );
    return stored.body.todos.find((todo) => todo.title === 'Task 3')?.folder_id;
  }).toBe(errands.body.id);
  await eventually(async () => (await shownTitles(page)).includes('Task 3')).toBe(false);
  await context.close();
});

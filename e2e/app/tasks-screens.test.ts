import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, saveScreenshot, viewports, type ViewportName } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { expectTapTargetsOfAtLeast44 } from '../support/tap-targets.ts';
import { api, signUp, signedInContext, type SignedUpUser } from '../support/task-accounts.ts';

let server: RunningServer;
let browser: Browser;
let ada: SignedUpUser;
let folderId: string;

const eventually = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 20_000, interval: 100 });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ada = await signUp(server.url, 'ada');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

async function openTasks(viewport: ViewportName, path = '/todos'): Promise<Page> {
  const context = await signedInContext(browser, ada, viewport);
  const page = await context.newPage();
  await gotoHydrated(page, `${server.url}${path}`);
  await eventually(() => page.getByRole('heading', { name: 'My Tasks' }).isVisible()).toBe(true);
  await eventually(() => page.getByText('Loading tasks').count()).toBe(0);
  return page;
}

async function seed(): Promise<void> {
  const bob = await signUp(server.url, 'bob');
  const folder = await api<{ id: string }>(server.url, ada, 'POST', '/api/todo-folders', {
    name: 'Brand launch',
    description: 'Everything for the March launch.',
  });
  folderId = folder.body.id;
  const shared = await api<{ id: string }>(server.url, bob, 'POST', '/api/todo-folders', {
    name: 'Client portal',
  });
  await api(server.url, bob, 'PUT', `/api/todo-folders/${shared.body.id}/sharing/${ada.id}`, {
    level: 'edit',
  });
  const tasks: [string, string | null, string | null][] = [
    [
      'Draft positioning statement',
      'Two sentences, no jargon. Run it past the founders on Friday.',
      folderId,
    ],
    ['Pick three brand colours', null, folderId],
    ['Book the product photographer', null, null],
    ['Write the launch email', 'Subject line options, preview text and the first paragraph.', null],
    ['Review login screen copy', null, shared.body.id],
  ];
  for (const [title, description, folder_id] of tasks)
    await api(server.url, ada, 'POST', '/api/todos', { title, description, folder_id });
}

// The screen's states (empty, unavailable folder, filters, bulk selection, dialogs) are
// component tests (src/web/features/tasks/components/task-screen.component.test.tsx); what
// needs the real server, styles and a browser stays here: the list as served, axe, layout.
describe('My Tasks screens', () => {
  it.each(['desktop', 'phone'] as const)(
    'shows folders, tasks, bulk mode and dialogs (%s)',
    async (viewport) => {
      if (!folderId) await seed();
      const page = await openTasks(viewport);
      // Axe at both widths; on a phone every control is also measured (WCAG 2.5.5: 44 px).
      const checkScreen = async () => {
        await expectNoSeriousAccessibilityViolations(page);
        if (viewport === 'phone') await expectTapTargetsOfAtLeast44(page);
      };
      await eventually(() => page.getByText('Draft positioning statement').isVisible()).toBe(true);
      // US English short month, day, hour and minute.
      expect(await page.locator('time').first().innerText()).toMatch(
        /^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/,
      );
      await saveScreenshot(page, `tasks-list-${viewport}`);
      await checkScreen();
      // Nothing may stick out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[viewport].width,
      );

      await page.getByRole('switch', { name: 'Bulk Select' }).click();
      await page.getByRole('checkbox', { name: 'Select Pick three brand colours' }).check();
      await eventually(() => page.getByRole('region', { name: 'Bulk actions' }).isVisible()).toBe(
        true,
      );
      await saveScreenshot(page, `tasks-bulk-${viewport}`);
      if (viewport === 'phone') await expectTapTargetsOfAtLeast44(page);
      await page.getByRole('switch', { name: 'Bulk Select' }).click();

      await page.getByRole('button', { name: 'Actions for folder Brand launch' }).click();
      await page.getByRole('menuitem', { name: 'Share' }).click();
      await eventually(() => page.getByRole('dialog', { name: 'Share Folder' }).isVisible()).toBe(
        true,
      );
      await saveScreenshot(page, `tasks-share-dialog-${viewport}`);
      await checkScreen();
      // At either width the dialog starts in its first field, and the whole address then
      // Enter shares with that person (issue 29).
      const shareDialog = page.getByRole('dialog', { name: 'Share Folder' });
      const find = shareDialog.getByLabel('Find a person');
      await eventually(() => find.evaluate((input) => input === document.activeElement)).toBe(true);
      const cara = await signUp(server.url, `cara-${viewport}`);
      await find.pressSequentially(cara.email);
      await find.press('Enter');
      await eventually(() =>
        shareDialog.getByRole('combobox', { name: `Permission for ${cara.email}` }).isVisible(),
      ).toBe(true);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Edit Draft positioning statement' }).click();
      await eventually(() => page.getByRole('dialog', { name: 'Edit Todo' }).isVisible()).toBe(
        true,
      );
      const title = page.getByRole('dialog', { name: 'Edit Todo' }).getByLabel('Title');
      await eventually(() => title.evaluate((input) => input === document.activeElement)).toBe(
        true,
      );
      await saveScreenshot(page, `tasks-edit-dialog-${viewport}`);
      if (viewport === 'phone') await expectTapTargetsOfAtLeast44(page);
      await page.context().close();
    },
  );
});

describe('a folder of 5,000 tasks', () => {
  it(
    'renders only the rows in view, wherever it is scrolled, down to the last one',
    { timeout: 240_000 },
    async () => {
      const big = await api<{ id: string }>(server.url, ada, 'POST', '/api/todo-folders', {
        name: 'Backlog',
      });
      // Seeded through the undo path (/api/todos/restore, up to 1,000 todos a call) rather
      // than 5,000 single POSTs: this test is about the list's windowing, and the one-by-one
      // create cost most of the file's time. Creation times a millisecond apart keep the
      // numbering in list order, newest (5000) first.
      const total = 5000;
      const firstCreatedAt = Date.now() - 24 * 60 * 60 * 1000;
      const todos = Array.from({ length: total }, (_, offset) => ({
        id: crypto.randomUUID(),
        title: `Backlog item ${String(offset + 1).padStart(4, '0')}`,
        description: null,
        is_complete: false,
        folder_id: big.body.id,
        created_at: new Date(firstCreatedAt + offset).toISOString(),
      }));
      for (let start = 0; start < total; start += 1000) {
        const response = await api<{ todos: unknown[] }>(
          server.url,
          ada,
          'POST',
          '/api/todos/restore',
          { todos: todos.slice(start, start + 1000) },
        );
        expect(response.status).toBe(201);
        expect(response.body.todos).toHaveLength(1000);
      }

      const page = await openTasks('desktop', `/todos/${big.body.id}`);
      await eventually(() => page.getByText('Backlog item 5000').isVisible()).toBe(true);
      const rendered = await page
        .getByRole('list', { name: 'Tasks' })
        .getByRole('listitem')
        .count();
      expect(rendered).toBeLessThan(60);

      // Scroll to the end in steps: the page holds a window of rows wherever it is. How
      // fast each step paints is measured by the tasks-scroll benchmark, not here.
      const rowsPerStep: number[] = await page.evaluate(async () => {
        const seen: number[] = [];
        for (let step = 0; step < 40; step += 1) {
          window.scrollBy(0, document.body.scrollHeight / 40);
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );
          seen.push(document.querySelectorAll('[aria-label="Tasks"] [role="listitem"]').length);
        }
        return seen;
      });
      expect(Math.max(...rowsPerStep)).toBeLessThan(60);
      expect(Math.min(...rowsPerStep)).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await eventually(() => page.getByText('Backlog item 0001').isVisible()).toBe(true);
      await page.context().close();
    },
  );
});

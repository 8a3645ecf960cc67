import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  saveScreenshot,
  saveViewScreenshot,
  type ViewportName,
} from '../support/browser.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { specSeasonEnv } from '../support/spec-season.ts';
import { api, signUp, signedInContext, type SignedUpUser } from '../support/task-accounts.ts';
import { expectTapTargetsOfAtLeast44 } from '../support/tap-targets.ts';

/** Issue 18: undo, counts, the bulk bar, the add form and view-only folders, as used daily. */
let server: RunningServer;
let browser: Browser;
let ada: SignedUpUser;
let viewOnlyFolderId: string;

const eventually = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 20_000, interval: 100 });

beforeAll(async () => {
  // While the webinar series runs, so its banner is up for the phone bulk-bar check.
  [server, browser] = await Promise.all([
    startServer({ env: { ...specSeasonEnv } }),
    launchBrowser(),
  ]);
  ada = await signUp(server.url, 'ada-daily');
  const bob = await signUp(server.url, 'bob-daily');
  const folder = await api<{ id: string }>(server.url, bob, 'POST', '/api/todo-folders', {
    name: 'Bob plans',
  });
  viewOnlyFolderId = folder.body.id;
  await api(server.url, bob, 'PUT', `/api/todo-folders/${viewOnlyFolderId}/sharing/${ada.id}`, {
    level: 'view',
  });
  await api(server.url, bob, 'POST', '/api/todos', {
    title: 'Read-only step',
    folder_id: viewOnlyFolderId,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

async function addRootTasks(titles: string[]): Promise<void> {
  for (const title of titles) await api(server.url, ada, 'POST', '/api/todos', { title });
}

async function openTasks(viewport: ViewportName, path: string, user = ada): Promise<Page> {
  const context = await signedInContext(browser, user, viewport);
  const page = await context.newPage();
  await gotoHydrated(page, `${server.url}${path}`);
  await eventually(() => page.getByText('Loading tasks').count()).toBe(0);
  return page;
}

const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });
const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const sidebarEntry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: new RegExp(name) });

describe('My Tasks in daily use', () => {
  it.each<ViewportName>(['desktop', 'phone'])(
    'counts open tasks alike everywhere and undoes a bulk complete (%s)',
    async (viewport) => {
      const user = await signUp(server.url, `counts-${viewport}`);
      for (const title of ['Plan the week', 'Call the printer', 'Send the invoice'])
        await api(server.url, user, 'POST', '/api/todos', { title });
      const page = await openTasks(viewport, '/todos/inbox', user);
      await eventually(() => page.getByText('Send the invoice').isVisible()).toBe(true);
      await eventually(() => sidebarEntry(page, 'Inbox').innerText()).toContain('3 open');
      expect(await page.getByText('3 open', { exact: true }).count()).toBeGreaterThan(0);

      // Bulk mode alone shows no bar; selecting shows it.
      await page.getByRole('switch', { name: 'Bulk Select' }).click();
      expect(await bulkBar(page).count()).toBe(0);
      await page.getByRole('checkbox', { name: 'Select Call the printer' }).check();
      await page.getByRole('checkbox', { name: 'Select Plan the week' }).check();
      await eventually(() => bulkBar(page).isVisible()).toBe(true);
      await saveScreenshot(page, `tasks-daily-bulk-selected-${viewport}`);
      await bulkBar(page).getByRole('button', { name: 'Mark complete' }).click();

      // Under Active they leave the list: the toast says where they went and offers Undo.
      const toast = toastWith(page, 'Todos updated successfully!');
      await eventually(() => toast.innerText()).toContain('2 tasks moved to Completed');
      await eventually(() => page.getByText('Call the printer').count()).toBe(0);
      expect(await bulkBar(page).count()).toBe(0);
      await eventually(() => sidebarEntry(page, 'Inbox').innerText()).toContain('1 open');
      await saveViewScreenshot(page, `tasks-daily-undo-toast-${viewport}`);
      await expectNoSeriousAccessibilityViolations(page);
      if (viewport === 'phone') await expectTapTargetsOfAtLeast44(page);
      await toast.getByRole('button', { name: 'Undo' }).click();
      await eventually(() => page.getByText('Call the printer').isVisible()).toBe(true);
      await eventually(() => sidebarEntry(page, 'Inbox').innerText()).toContain('3 open');
      // A selection the filter hides is not kept: no "2 selected" over "No tasks found".
      await page.getByRole('checkbox', { name: 'Select Plan the week' }).check();
      await eventually(() => bulkBar(page).isVisible()).toBe(true);
      await page.getByRole('radio', { name: 'Completed' }).click();
      await eventually(() => bulkBar(page).count()).toBe(0);
      await page.getByRole('radio', { name: 'Active' }).click();
      await eventually(() =>
        page.getByRole('checkbox', { name: 'Select Plan the week' }).isChecked(),
      ).toBe(false);
      await page.context().close();
    },
  );

  it('undoes a bulk delete with the confirmation first', async () => {
    await addRootTasks(['Keep me around']);
    const page = await openTasks('desktop', '/todos/inbox');
    await page.getByRole('switch', { name: 'Bulk Select' }).click();
    await page.getByRole('checkbox', { name: 'Select Keep me around' }).check();
    await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    const toast = toastWith(page, 'Todos deleted successfully!');
    await eventually(() => page.getByText('Keep me around').count()).toBe(0);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await eventually(() => page.getByText('Keep me around').isVisible()).toBe(true);
    await page.reload();
    await eventually(() => page.getByText('Keep me around').isVisible()).toBe(true);
    await page.context().close();
  });

  it.each<ViewportName>(['desktop', 'phone'])(
    'keeps the list in view while adding, and shows the new task (%s)',
    async (viewport) => {
      const user = await signUp(server.url, `adder-${viewport}`);
      for (let index = 1; index <= 12; index += 1)
        await api(server.url, user, 'POST', '/api/todos', { title: `Older task ${index}` });
      const page = await openTasks(viewport, '/todos/inbox', user);
      await page.getByRole('button', { name: 'Add New Task' }).click();
      const viewportHeight = page.viewportSize()!.height;
      if (viewport === 'desktop') {
        // On a laptop screen the form leaves the top of the list in view.
        const firstRow = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first();
        await eventually(async () => (await firstRow.boundingBox())?.y ?? Infinity).toBeLessThan(
          viewportHeight - 80,
        );
      }
      await page.getByLabel('Title').fill(`Fresh task ${viewport}`);
      await page.getByRole('button', { name: 'Add Task' }).click();
      const added = page.locator('[data-highlighted]').filter({ hasText: 'Fresh task' });
      await eventually(() => added.isVisible()).toBe(true);
      await eventually(async () => {
        const box = await added.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= viewportHeight;
      }).toBe(true);
      await saveViewScreenshot(page, `tasks-daily-added-${viewport}`);
      await page.context().close();
    },
  );

  it.each<ViewportName>(['desktop', 'phone'])(
    'gives a view-only folder no bulk switch, checkboxes or handles (%s)',
    async (viewport) => {
      const page = await openTasks(viewport, `/todos/${viewOnlyFolderId}`);
      await eventually(() => page.getByText('Read-only step').isVisible()).toBe(true);
      expect(await page.getByText('View only', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Bulk Select' }).count()).toBe(0);
      expect(await page.getByRole('list', { name: 'Tasks' }).getByRole('checkbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Drag to reorder/ }).count()).toBe(0);
      await saveScreenshot(page, `tasks-daily-view-only-${viewport}`);
      await page.context().close();
    },
  );

  it('on a phone, the bulk bar takes the banner’s place instead of covering it', async () => {
    await addRootTasks(['Phone task']);
    // Signed in as usual, but with the banner not dismissed.
    const context = await newContext(browser, 'phone');
    await context.addInitScript((session) => {
      window.localStorage.setItem('signal-studio-auth', session);
    }, JSON.stringify(ada.session));
    const page = await context.newPage();
    await gotoHydrated(page, `${server.url}/todos/inbox`);
    const banner = page.getByRole('complementary', { name: 'Webinar promotion' });
    await eventually(() => banner.isVisible()).toBe(true);
    await page.getByRole('switch', { name: 'Bulk Select' }).click();
    await page.getByRole('checkbox', { name: 'Select Phone task' }).check();
    await eventually(() => bulkBar(page).isVisible()).toBe(true);
    expect(await banner.isVisible()).toBe(false);
    await saveViewScreenshot(page, `tasks-daily-bulk-banner-phone`);
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await eventually(() => banner.isVisible()).toBe(true);
    await page.context().close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import {
  createAccount,
  journeyPassword,
  screenshotFromTop,
  signInWithForm,
} from '../support/accounts.ts';
import { launchBrowser, saveViewScreenshot, type ViewportName } from '../support/browser.ts';
import { downloadedText } from '../support/download.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { api, signUp, signedInContext, type SignedUpUser } from '../support/task-accounts.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { expectTapTargetsOfAtLeast44 } from '../support/tap-targets.ts';
import { visit } from '../support/visit.ts';

/** Issue 18: Download my data and Delete my account from the account page. */
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

async function accountPage(email: string, viewport: ViewportName) {
  await createAccount(server.url, email);
  const visited = await visit(browser, `${server.url}/login`, {
    viewport,
    // The wrong password's 403 is logged by the browser.
    expectedConsoleErrors: [/status of 403/],
  });
  await signInWithForm(visited.page, { email, landing: '/dashboard' });
  await gotoHydrated(visited.page, `${server.url}/account`);
  await visited.page.getByRole('heading', { name: 'Your data' }).waitFor();
  return visited;
}

/** The account's session from the password grant, to set up its tasks through the API. */
async function sessionOf(email: string): Promise<SignedUpUser> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: journeyPassword }),
  });
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: session.user.id, email, accessToken: session.access_token, session };
}

/**
 * A folder of the leaving account where a member added a task while they could edit; set
 * to view only, it goes with the account, and the member's task must go back to them.
 */
async function folderWithAMembersTask(leaving: SignedUpUser): Promise<SignedUpUser> {
  const member = await signUp(server.url, 'member');
  const folder = await api<{ id: string }>(server.url, leaving, 'POST', '/api/todo-folders', {
    name: 'Board',
  });
  const sharing = `/api/todo-folders/${folder.body.id}/sharing/${member.id}`;
  await api(server.url, leaving, 'PUT', sharing, { level: 'edit' });
  const added = await api(server.url, member, 'POST', '/api/todos', {
    title: 'Member task',
    folder_id: folder.body.id,
  });
  expect(added.status).toBe(201);
  await api(server.url, leaving, 'PUT', sharing, { level: 'view' });
  return member;
}

describe('your data on the account page', () => {
  it('downloads the data after the password, then deletes the account', async () => {
    const email = 'leaving@account-data-e2e.dev';
    const { page, problems } = await accountPage(email, 'desktop');
    const member = await folderWithAMembersTask(await sessionOf(email));
    await screenshotFromTop(page, 'account-your-data-desktop');
    await expectNoSeriousAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = page.getByRole('dialog', { name: 'Download my data' });
    await download.getByLabel('Your password').fill('not my password');
    await download.getByRole('button', { name: 'Download' }).click();
    await expect
      .poll(() => download.getByRole('alert').textContent())
      .toBe(messages.accountData.wrongPassword);
    await download.getByLabel('Your password').fill(journeyPassword);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      download.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^signal-studio-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await downloadedText(file)) as {
      profile: { email: string };
    };
    expect(data.profile.email).toBe(email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete my account' });
    expect(await confirm.textContent()).toContain('cannot be undone');
    await confirm.getByLabel('Your password').fill(journeyPassword);
    await screenshotFromTop(page, 'account-delete-dialog-desktop');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByText(messages.accountData.deleted).isVisible()).toBe(true);

    // The account is gone: signing in with it fails.
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: journeyPassword }),
    });
    expect(signIn.status).toBe(400);
    expect(await problems.list()).toEqual([]);

    // The member finds their task in a "Board" folder of their own, on a phone.
    const memberContext = await signedInContext(browser, member, 'phone');
    const tasks = await memberContext.newPage();
    await gotoHydrated(tasks, `${server.url}/todos`);
    await tasks.getByRole('radio', { name: 'All' }).click();
    await expect.poll(() => tasks.getByText('Member task').isVisible()).toBe(true);
    const listed = await api<{ folders: { name: string; user_id: string }[] }>(
      server.url,
      member,
      'GET',
      '/api/todo-folders',
    );
    expect(listed.body.folders).toEqual([
      expect.objectContaining({ name: 'Board', user_id: member.id }),
    ]);
    await screenshotFromTop(tasks, 'tasks-handed-back-phone');
    await expectNoSeriousAccessibilityViolations(tasks);
    await expectTapTargetsOfAtLeast44(tasks);
    await memberContext.close();
  });

  it('lays the card and its dialog out for a phone', async () => {
    const { page } = await accountPage('phone-data@account-data-e2e.dev', 'phone');
    await screenshotFromTop(page, 'account-your-data-phone');
    await expectNoSeriousAccessibilityViolations(page);
    await expectTapTargetsOfAtLeast44(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog', { name: 'Delete my account' }).waitFor();
    await saveViewScreenshot(page, `account-delete-dialog-phone`);
    await expectTapTargetsOfAtLeast44(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type {
  SiteSettings,
  SiteSettingsHistoryEntry,
  VersionedSiteSettings,
} from '~/shared/schemas/site-settings';
import { defaultSiteSettings } from '~/shared/site-settings/defaults';
import { adminApi, renderAdmin } from '~/web/testing/admin-screen';
import { errorReply, type ApiCall } from '~/web/testing/fake-api';

const saved = (version: number, settings: SiteSettings = defaultSiteSettings) =>
  ({ version, updatedAt: '2026-11-20T10:00:00.000Z', settings }) satisfies VersionedSiteSettings;

function settingsApi(entries: SiteSettingsHistoryEntry[] = []) {
  return adminApi()
    .on('GET', '/api/admin/site-settings', saved(3))
    .on('GET', '/api/admin/site-settings/history', { entries });
}

const putBodies = (api: ReturnType<typeof settingsApi>) =>
  api.callsTo('PUT', '/api/admin/site-settings').map((call: ApiCall) => call.body);

/**
 * Types a whole value in one input event: the form has some hundred fields, and typing
 * key by key made this file the slowest of the project for nothing a key adds here.
 */
const setValue = (field: HTMLElement, value: string) =>
  fireEvent.input(field, { target: { value } });

async function renderSettings(api: ReturnType<typeof settingsApi>) {
  const rendered = renderAdmin(api, '/admin/settings');
  await screen.findByLabelText(/Summit city/);
  return rendered;
}

describe('Admin: site settings', () => {
  it('shows a spinner, then the form at its version and an empty history', async () => {
    renderAdmin(settingsApi(), '/admin/settings');
    expect(await screen.findByText('Loading settings')).toBeTruthy();
    const city = await screen.findByLabelText(/Summit city/);
    expect((city as HTMLInputElement).value).toBe(defaultSiteSettings.summit.city);
    expect(screen.getByText('Version 3')).toBeTruthy();
    expect(await screen.findByText('No changes yet: the site uses the defaults.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Undo changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says the settings could not be loaded', async () => {
    const api = settingsApi().on('GET', '/api/admin/site-settings', () =>
      errorReply(500, 'internal', 'Something went wrong'),
    );
    renderAdmin(api, '/admin/settings');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.siteSettings.loadFailed);
  });

  it('lists who changed what, from and to', async () => {
    renderAdmin(
      settingsApi([
        {
          version: 3,
          changedAt: '2026-11-19T16:00:00.000Z',
          changedBy: 'ada@example.com',
          changes: [
            { field: 'summit.city', from: 'Des Moines, IA', to: 'Ames, IA' },
            { field: 'contacts.leadNotices', from: '', to: 'sales@example.com' },
          ],
        },
      ]),
      '/admin/settings',
    );
    const history = await screen.findByRole('list', { name: 'Settings history' });
    expect(history.textContent).toContain('ada@example.com');
    expect(history.textContent).toContain('Summit city: Des Moines, IA → Ames, IA');
    expect(history.textContent).toContain('New lead notices to: (empty) → sales@example.com');
  });

  it('marks each bad field and saves nothing', async () => {
    const api = settingsApi();
    const { user } = await renderSettings(api);
    const support = screen.getByLabelText(/Support e-mail/);
    setValue(support, 'not-an-address');
    setValue(screen.getByLabelText(/Summit end time/), '07:00');
    const capacity = screen.getByLabelText(/Summit capacity/);
    setValue(capacity, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(messages.siteSettings.invalid)).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('End after the start time')).toBeTruthy();
    expect(screen.getByText('At least 1 seat')).toBeTruthy();
    expect(support.getAttribute('aria-invalid')).toBe('true');
    expect(putBodies(api)).toHaveLength(0);
  });

  it('sends the whole document with the version it was loaded at', async () => {
    const api = settingsApi().on('PUT', '/api/admin/site-settings', (call) =>
      saved(4, (call.body as { settings: SiteSettings }).settings),
    );
    const { user } = await renderSettings(api);
    const city = screen.getByLabelText(/Summit city/);
    setValue(city, 'Ames, IA');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Version 4')).toBeTruthy();
    expect(putBodies(api)).toEqual([
      {
        version: 3,
        settings: {
          ...defaultSiteSettings,
          summit: { ...defaultSiteSettings.summit, city: 'Ames, IA' },
        },
      },
    ]);
    expect(screen.getAllByText(messages.siteSettings.saved).length).toBeGreaterThan(0);
  });

  it('keeps my edits on a conflict and loads theirs on request', async () => {
    let reads = 0;
    const theirs = {
      ...defaultSiteSettings,
      summit: { ...defaultSiteSettings.summit, city: 'Boone, IA' },
    };
    const api = settingsApi()
      .on('GET', '/api/admin/site-settings', () => {
        reads += 1;
        return reads === 1 ? saved(3) : saved(5, theirs);
      })
      .on('PUT', '/api/admin/site-settings', () =>
        errorReply(409, 'settings_conflict', 'The settings changed'),
      );
    const { user } = await renderSettings(api);
    const city = screen.getByLabelText(/Summit city/);
    setValue(city, 'Ames, IA');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict.textContent).toContain(messages.siteSettings.conflict);
    expect((city as HTMLInputElement).value).toBe('Ames, IA');
    await user.click(
      within(conflict).getByRole('button', { name: 'Discard mine and load theirs' }),
    );
    await waitFor(() => expect((city as HTMLInputElement).value).toBe('Boone, IA'));
    expect(screen.getByText('Version 5')).toBeTruthy();
    expect(putBodies(api)).toHaveLength(1);
  });

  it("shows a 400's explanation and a general failure otherwise", async () => {
    let puts = 0;
    const api = settingsApi().on('PUT', '/api/admin/site-settings', () => {
      puts += 1;
      return puts === 1
        ? errorReply(400, 'validation_failed', 'The banner link must be a page of this site')
        : errorReply(500, 'internal', 'stack');
    });
    const { user } = await renderSettings(api);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The banner link must be a page of this site',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.siteSettings.saveFailed),
    );
  });
});

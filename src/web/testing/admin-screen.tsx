import type { ReactNode } from 'react';
import AdminPage from '../routes/admin';
import { FakeApi } from './fake-api';
import { renderScreen, type RenderedScreen } from './render-screen';

/** A FakeApi whose caller is an admin: the access gate lets the section through. */
export function adminApi(): FakeApi {
  return new FakeApi().on('GET', '/api/admin/access', { role: 'admin' });
}

/**
 * An admin page at `url` as the router mounts it: /admin and /admin/{section} draw the
 * dashboard; `element` is for the media, outbox and transmission pages with their own
 * routes. Leaving the area (access denied) lands on "/".
 */
export function renderAdmin(api: FakeApi, url = '/admin', element?: ReactNode): RenderedScreen {
  return renderScreen(element ?? <AdminPage />, {
    api,
    url,
    path: element ? url.split('?')[0] : '/admin/:section?',
    otherPaths: ['/'],
  });
}

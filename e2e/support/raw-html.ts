import { expect } from 'vitest';
import { passwordToken } from './confirmed-admins.ts';
import type {
  PublicSiteState,
  VersionedSiteSettings,
} from '../../src/shared/schemas/site-settings.ts';
import { siteStateElementId } from '../../src/shared/site-settings/embedded-state.ts';

export interface RawPage {
  html: string;
  /** The site state the page was rendered with (its JSON script), if any. */
  state: PublicSiteState | undefined;
}

const statePattern = new RegExp(
  `<script type="application/json" id="${siteStateElementId}">([\\s\\S]*?)</script>`,
);

/** A page's HTML as a client without JavaScript receives it. */
export async function fetchRawPage(url: string): Promise<RawPage> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const json = statePattern.exec(html)?.[1];
  return { html, state: json ? (JSON.parse(json) as PublicSiteState) : undefined };
}

/** The bearer token of an admin made by startServerWithAdmins (confirmed-admins.ts). */
export async function adminToken(serverUrl: string, email: string): Promise<string> {
  return passwordToken(serverUrl, email);
}

/** Saves the summit group changed by `change` over the current settings; the new version. */
export async function saveSummit(
  serverUrl: string,
  token: string,
  change: Partial<VersionedSiteSettings['settings']['summit']>,
): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = (await (
    await fetch(`${serverUrl}/api/admin/site-settings`, { headers })
  ).json()) as VersionedSiteSettings;
  const saved = await fetch(`${serverUrl}/api/admin/site-settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      version: current.version,
      settings: { ...current.settings, summit: { ...current.settings.summit, ...change } },
    }),
  });
  expect(saved.status).toBe(200);
  return ((await saved.json()) as VersionedSiteSettings).version;
}

/**
 * Fetches `url` until its raw HTML was rendered with settings `version`, failing after
 * the five seconds the issue allows; the page and the time it took.
 */
export async function waitForRenderedVersion(
  url: string,
  version: number,
): Promise<RawPage & { elapsedMs: number }> {
  const started = performance.now();
  for (;;) {
    const page = await fetchRawPage(url);
    const elapsedMs = performance.now() - started;
    if (page.state?.version === version) return { ...page, elapsedMs };
    expect(elapsedMs, `raw HTML still at version ${page.state?.version}`).toBeLessThan(5000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import type { Browser, BrowserContext } from 'playwright-core';
import { newContext, type ViewportName } from './browser.ts';

/** The browser's auth storage key (src/web/lib/auth/auth-client.ts). */
const authStorageKey = 'signal-studio-auth';

export interface SignedUpUser {
  id: string;
  email: string;
  accessToken: string;
  /** The GoTrue session as the auth client keeps it in localStorage. */
  session: unknown;
}

let counter = 0;

/** Signs up through /auth/v1/signup, as the register form does. */
export async function signUp(baseUrl: string, name: string): Promise<SignedUpUser> {
  counter += 1;
  const email = `${name}-${counter}-${Date.now()}@example.com`;
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Task-journey-passphrase-7' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: session.user.id, email, accessToken: session.access_token, session };
}

/** A browser context already signed in as the user (the session the sign-in form would store). */
export async function signedInContext(
  browser: Browser,
  user: SignedUpUser,
  viewport: ViewportName = 'desktop',
): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      // The promo banner would cover the bulk bar in screenshots; dismiss it as a user would.
      window.localStorage.setItem('webinar-banner-dismissed', 'true');
    },
    [authStorageKey, JSON.stringify(user.session)] as const,
  );
  return context;
}

/** Calls the API as the user. */
export async function api<T>(
  baseUrl: string,
  user: SignedUpUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { LazyToaster } from '../components/layout/lazy-toaster';
import type { AuthClient } from '../lib/auth/auth-client';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { FakeApi } from './fake-api';

export interface ScreenUser {
  id: string;
  email: string;
}

export const testUser: ScreenUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
};

export interface ScreenOptions {
  /** The URL the screen opens at. */
  url?: string;
  /** The route pattern the element is mounted at (params come from it). */
  path?: string;
  /** Other routes the screen may navigate to; each renders its path as a heading. */
  otherPaths?: string[];
  /** Signed in as this user, or signed out with `null`. */
  user?: ScreenUser | null;
  /** Overrides of the auth actions (sign in, sign up, ...). */
  auth?: Partial<AuthContextValue>;
  api?: FakeApi;
}

export interface RenderedScreen extends RenderResult {
  api: FakeApi;
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  /** Analytics beacons the screen sent (parsed bodies), kept off the network. */
  beacons: unknown[];
}

/**
 * The auth client as screens see it when the account has no second factor: sign-in asks
 * it whether a code is needed (two-factor.ts). Tests of the code step pass their own.
 */
export function authClientWithFactors(verifiedFactorIds: string[]): AuthClient {
  const factors = verifiedFactorIds.map((id) => ({ id, status: 'verified', factor_type: 'totp' }));
  const needsCode = factors.length > 0;
  return {
    mfa: {
      getAuthenticatorAssuranceLevel: () =>
        Promise.resolve({
          data: { currentLevel: 'aal1', nextLevel: needsCode ? 'aal2' : 'aal1' },
          error: null,
        }),
      listFactors: () => Promise.resolve({ data: { all: factors, totp: factors }, error: null }),
    },
  } as unknown as AuthClient;
}

const singleFactorClient = authClientWithFactors([]);

const notInThisTest = (name: string) => () =>
  Promise.reject(new Error(`${name} was not expected in this test`));

function authValue(
  user: ScreenUser | null,
  overrides: Partial<AuthContextValue>,
): AuthContextValue {
  return {
    status: user ? 'signed-in' : 'signed-out',
    session: null,
    user: user
      ? ({
          id: user.id,
          email: user.email,
          app_metadata: {},
          user_metadata: {},
          aud: 'authenticated',
          created_at: '2026-11-01T00:00:00Z',
        } as AuthContextValue['user'])
      : null,
    lastEvent: null,
    signIn: notInThisTest('signIn'),
    signUp: notInThisTest('signUp'),
    signOut: () => Promise.resolve(),
    client: () => Promise.resolve(singleFactorClient),
    requestPasswordReset: notInThisTest('requestPasswordReset'),
    verifyRecoveryLink: notInThisTest('verifyRecoveryLink'),
    updatePassword: notInThisTest('updatePassword'),
    confirmEmail: notInThisTest('confirmEmail'),
    resendConfirmation: notInThisTest('resendConfirmation'),
    requestSignInLink: notInThisTest('requestSignInLink'),
    verifySignIn: notInThisTest('verifySignIn'),
    getAccessToken: () => Promise.resolve(user ? 'test-access-token' : undefined),
    ...overrides,
  };
}

/**
 * Renders an app screen as the browser would after hydration, without a server: a memory
 * router at `url`, a signed-in (or signed-out) auth state, a fresh query cache, and
 * `fetch` answered by a FakeApi. Realtime gets a stream that stays open and quiet.
 */
export function renderScreen(element: ReactNode, options: ScreenOptions = {}): RenderedScreen {
  const api = options.api ?? new FakeApi();
  api.on('GET', '/api/realtime', () => new Response(new ReadableStream(), { status: 200 }));
  vi.stubGlobal('fetch', api.fetch);
  // happy-dom would send a beacon over the real network; a buy button sends one.
  const beacons: unknown[] = [];
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((_url, data) => {
    beacons.push(JSON.parse(String(data)));
    return true;
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const routes: RouteObject[] = [
    { path: options.path ?? '/', element },
    ...(options.otherPaths ?? []).map((path) => ({ path, element: <h1>Went to {path}</h1> })),
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [options.url ?? options.path ?? '/'],
  });
  const user = userEvent.setup();
  const result = render(
    <AuthContext.Provider
      value={authValue(options.user === undefined ? testUser : options.user, options.auth ?? {})}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <LazyToaster />
      </QueryClientProvider>
    </AuthContext.Provider>,
  );
  return { ...result, api, user, router, beacons };
}

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '~/shared/messages';
import AdminPage from '~/web/routes/admin';
import type { AuthClient } from '~/web/lib/auth/auth-client';
import { adminApi } from '~/web/testing/admin-screen';
import { errorReply, type FakeApi } from '~/web/testing/fake-api';
import { renderScreen } from '~/web/testing/render-screen';

/** The access check refuses until the session has verified its second factor. */
function secondFactorApi(): { api: FakeApi; verify: () => void } {
  let isVerified = false;
  const api = adminApi()
    .on('GET', '/api/admin/access', () =>
      isVerified
        ? { role: 'admin' }
        : errorReply(403, 'insufficient_aal', 'Verify your second factor first'),
    )
    .on('GET', '/api/admin/catalogue', { revision: 0, items: [], history: [] });
  return { api, verify: () => (isVerified = true) };
}

/** An auth client with the factors given; `code` is the one its authenticator shows. */
function clientWith(factorIds: string[], code: string, onVerified: () => void): AuthClient {
  const factors = factorIds.map((id) => ({ id, status: 'verified', factor_type: 'totp' }));
  return {
    mfa: {
      listFactors: () => Promise.resolve({ data: { all: factors, totp: factors }, error: null }),
      challengeAndVerify: vi.fn(({ code: typed }: { code: string }) => {
        if (typed !== code) {
          return Promise.resolve({ data: null, error: new Error('Invalid TOTP code entered') });
        }
        onVerified();
        return Promise.resolve({ data: {}, error: null });
      }),
    },
    getSession: () => Promise.resolve({ data: { session: { access_token: 'aal2' } } }),
    updateUser: () => Promise.resolve({ data: null, error: new Error('Invalid password') }),
  } as unknown as AuthClient;
}

function renderGate(api: FakeApi, client: AuthClient) {
  return renderScreen(<AdminPage />, {
    api,
    url: '/admin/catalogue',
    path: '/admin/:section?',
    otherPaths: ['/'],
    auth: { client: () => Promise.resolve(client) },
  });
}

describe('Admin: the access gate', () => {
  it('sends the caller home with "An error occurred" when the check fails', async () => {
    const api = adminApi().on('GET', '/api/admin/access', errorReply(500, 'internal', 'Boom'));
    renderScreen(<AdminPage />, { api, url: '/admin', path: '/admin', otherPaths: ['/'] });
    expect(await screen.findByRole('heading', { name: 'Went to /' })).toBeTruthy();
    expect(await screen.findByText(messages.admin.errorOccurred)).toBeTruthy();
  });

  it('asks an admin with an authenticator for its code, refusing a wrong one', async () => {
    const { api, verify } = secondFactorApi();
    const { user } = renderGate(api, clientWith(['factor-1'], '123456', verify));
    await screen.findByRole('heading', { name: 'Two-factor sign-in for admins' });
    const code = await screen.findByLabelText(/^Authentication code/);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the code from your authenticator app')).toBeTruthy();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'That code is not right. Enter the current code from your app, or a recovery code.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/catalogue')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeTruthy();
  });

  it('walks an admin without one through the set-up, starting with the password', async () => {
    const { api } = secondFactorApi();
    const { user } = renderGate(
      api,
      clientWith([], '123456', () => undefined),
    );
    expect(await screen.findByText(/Set up an authenticator app to continue\./)).toBeTruthy();
    const password = await screen.findByLabelText(/^Current password/);
    // Asking for a second factor is no failure: nothing says "An error occurred".
    await screen.findByRole('region', { name: /Notifications/ });
    expect(document.body.textContent).not.toContain(messages.admin.errorOccurred);
    const start = screen.getByRole('button', { name: 'Set Up Two-Factor Sign-In' });
    await user.click(start);
    expect(screen.getByText('Enter your password')).toBeTruthy();
    await user.type(password, 'not-my-password');
    await user.click(start);
    expect(
      await screen.findByText(
        'That password is not right, or the set-up could not start. Try again.',
      ),
    ).toBeTruthy();
  });
});

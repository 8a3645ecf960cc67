import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '~/shared/messages';
import ForgotPasswordPage from '~/web/routes/forgot-password';
import LoginPage from '~/web/routes/login';
import RegisterPage from '~/web/routes/register';
import ResetPasswordPage from '~/web/routes/reset-password';
import { FakeApi } from '~/web/testing/fake-api';
import { authClientWithFactors, renderScreen, testUser } from '~/web/testing/render-screen';

/** What auth-js rejects with: an error carrying GoTrue's code and status. */
const authError = (status: number, code: string, message: string, reasons?: string[]) =>
  Object.assign(new Error(message), { status, code, ...(reasons ? { reasons } : {}) });

const session = { access_token: 'new-session-token' } as never;

describe('register', () => {
  it('checks the address and the password length before asking the server', async () => {
    const signUp = vi.fn();
    const { user } = renderScreen(<RegisterPage />, { user: null, auth: { signUp } });
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(messages.validation.invalidEmail)).toBeTruthy();
    expect(screen.getByText(messages.auth.passwordTooShort)).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('puts a common password’s refusal under the password field', async () => {
    const signUp = vi.fn(() =>
      Promise.reject(authError(422, 'weak_password', 'Password is known to be weak', ['pwned'])),
    );
    const { user } = renderScreen(<RegisterPage />, { user: null, auth: { signUp } });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(messages.auth.passwordTooCommon)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
  });

  it('says an address is already registered', async () => {
    const signUp = vi.fn(() =>
      Promise.reject(authError(422, 'user_already_exists', 'User already registered')),
    );
    const { user } = renderScreen(<RegisterPage />, { user: null, auth: { signUp } });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(messages.auth.alreadyRegistered)).toBeTruthy();
  });

  it('goes to the dashboard once the account exists', async () => {
    const signUp = vi.fn(() => Promise.resolve(session));
    const { user, router } = renderScreen(<RegisterPage />, {
      user: null,
      auth: { signUp },
      path: '/register',
      otherPaths: ['/dashboard'],
    });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(signUp).toHaveBeenCalledWith('ada@example.com', 'a long enough passphrase');
  });

  it('says where the link went when confirmation comes before sign-in', async () => {
    const signUp = vi.fn(() => Promise.resolve(null));
    const { user } = renderScreen(<RegisterPage />, { user: null, auth: { signUp } });
    await user.type(screen.getByLabelText(/^Email/), 'Ada@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText(messages.auth.confirmBeforeSignIn('ada@example.com')),
    ).toBeTruthy();
  });
});

describe('sign in', () => {
  it('says only "check your credentials" for a wrong password, and stays', async () => {
    const signIn = vi.fn(() =>
      Promise.reject(authError(400, 'invalid_credentials', 'Invalid login credentials')),
    );
    const { user, router } = renderScreen(<LoginPage />, {
      user: null,
      auth: { signIn },
      path: '/login',
    });
    await user.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(messages.auth.signInFailure)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('takes an admin to /admin and anyone else to /dashboard', async () => {
    for (const [role, landing] of [
      ['admin', '/admin'],
      ['user', '/dashboard'],
    ] as const) {
      const api = new FakeApi().on('GET', '/api/me', {
        id: testUser.id,
        email: testUser.email,
        role,
        created_at: '2026-11-01T00:00:00.000Z',
      });
      const signIn = vi.fn(() => Promise.resolve(session));
      const { user, router, unmount } = renderScreen(<LoginPage />, {
        user: null,
        auth: { signIn },
        api,
        path: '/login',
        otherPaths: ['/admin', '/dashboard'],
      });
      await user.type(screen.getByLabelText(/^Email/), testUser.email);
      await user.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(landing));
      unmount();
    }
  });

  it('asks for the authenticator code when the account has a second factor', async () => {
    const signIn = vi.fn(() => Promise.resolve(session));
    const { user } = renderScreen(<LoginPage />, {
      user: null,
      auth: { signIn, client: () => Promise.resolve(authClientWithFactors(['factor-1'])) },
      path: '/login',
    });
    await user.type(screen.getByLabelText(/^Email/), testUser.email);
    await user.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByLabelText(/^Authentication code/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });
});

describe('forgotten password', () => {
  it('answers alike for any address once sent', async () => {
    const requestPasswordReset = vi.fn(() => Promise.resolve());
    const { user } = renderScreen(<ForgotPasswordPage />, {
      user: null,
      auth: { requestPasswordReset },
    });
    await user.type(screen.getByLabelText(/^Email/), 'someone@studio.dev');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(messages.auth.recoverySent)).toBeTruthy();
    expect(requestPasswordReset).toHaveBeenCalledWith('someone@studio.dev');
  });

  it('checks the new password before spending the link', async () => {
    const verifyRecoveryLink = vi.fn(() => Promise.resolve(session));
    const { user } = renderScreen(<ResetPasswordPage />, {
      user: null,
      auth: { verifyRecoveryLink },
      url: '/reset-password?token_hash=abc&type=recovery',
      path: '/reset-password',
    });
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(messages.auth.passwordTooShort)).toBeTruthy();
    expect(verifyRecoveryLink).not.toHaveBeenCalled();
  });
});

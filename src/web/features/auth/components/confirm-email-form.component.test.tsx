import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '~/shared/messages';
import ConfirmEmailPage from '~/web/routes/confirm-email';
import { renderScreen } from '~/web/testing/render-screen';
import type { AuthContextValue } from '~/web/lib/auth/auth-context';

/** The page behind a welcome, new-address or sign-in mail's link, signed out. */
function openLink(url: string, auth: Partial<AuthContextValue> = {}) {
  return renderScreen(<ConfirmEmailPage />, {
    user: null,
    auth,
    url,
    path: '/confirm-email',
    otherPaths: ['/dashboard', '/login'],
  });
}

const session = { access_token: 'new-session-token' } as never;

/** A promise the test settles when it has seen the screen wait for it. */
function pending() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, settle: settle as NonNullable<typeof settle> };
}

describe('confirming an address', () => {
  it('spends the link only on a press, says "Confirming...", then goes to the dashboard', async () => {
    const link = pending();
    const confirmEmail = vi.fn(() => link.promise.then(() => session));
    const { user, router } = openLink('/confirm-email?token_hash=abc&type=signup', {
      confirmEmail,
    });
    expect(screen.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeTruthy();
    // A mail scanner opening the link must not use it up.
    expect(confirmEmail).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm My Address' }));
    const busy = await screen.findByRole('button', { name: 'Confirming...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(confirmEmail).toHaveBeenCalledWith('abc', 'signup');
    link.settle.resolve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(messages.auth.emailConfirmed)).toBeTruthy();
  });

  it('confirms a new address with its own kind of link', async () => {
    const confirmEmail = vi.fn(() => Promise.resolve(session));
    const { user, router } = openLink('/confirm-email?token_hash=new&type=email_change', {
      confirmEmail,
    });
    expect(screen.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm My Address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(confirmEmail).toHaveBeenCalledWith('new', 'email_change');
  });

  it('says a spent or broken link does not work, stays, and offers sign-in', async () => {
    const confirmEmail = vi.fn(() =>
      Promise.reject(Object.assign(new Error('Token has expired'), { status: 403 })),
    );
    const { user, router } = openLink('/confirm-email?token_hash=spent&type=signup', {
      confirmEmail,
    });
    await user.click(screen.getByRole('button', { name: 'Confirm My Address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.confirmLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm My Address' })).toBeNull();
    expect(router.state.location.pathname).toBe('/confirm-email');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says at once that a link without its token, or of an unknown type, does not work', async () => {
    for (const url of ['/confirm-email?type=signup', '/confirm-email?token_hash=abc&type=other']) {
      const { unmount } = openLink(url);
      expect(screen.getByRole('alert').textContent).toBe(messages.auth.confirmLinkInvalid);
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });
});

describe('signing in with a mailed link', () => {
  it('signs in on a press and welcomes the visitor on the dashboard', async () => {
    const verifySignIn = vi.fn(() => Promise.resolve(session));
    const { user, router } = openLink('/confirm-email?token_hash=magic&type=magiclink', {
      verifySignIn,
    });
    expect(screen.getByRole('heading', { name: 'Sign in with your link' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(verifySignIn).toHaveBeenCalledWith({ tokenHash: 'magic' });
    expect(await screen.findByText(messages.auth.signInSuccess)).toBeTruthy();
  });

  it('says a spent sign-in link does not work, in its own words', async () => {
    const verifySignIn = vi.fn(() => Promise.reject(new Error('Email link is invalid')));
    const { user } = openLink('/confirm-email?token_hash=used&type=magiclink', { verifySignIn });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.signInLinkInvalid);
  });
});

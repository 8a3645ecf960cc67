import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthClient } from '~/web/lib/auth/auth-client';
import { FakeApi } from '~/web/testing/fake-api';
import { renderScreen } from '~/web/testing/render-screen';
import { TwoFactorCard } from './two-factor-card';

const password = 'a long enough passphrase';
const goodCode = '123456';

/**
 * The auth client's two-factor calls as the card makes them, over one account: its
 * factors, its password, and the code the authenticator app would show. `failList`
 * makes reading the factors fail (once per flag set).
 */
function fakeAccount(options: { verified?: boolean; failList?: boolean } = {}) {
  const state = {
    factors: options.verified ? [{ id: 'factor-on', status: 'verified' }] : [],
    failList: options.failList ?? false,
    removed: [] as string[],
  };
  const refused = (message: string) => ({ data: null, error: new Error(message) });
  const client = {
    updateUser: ({ current_password }: { current_password: string }) =>
      Promise.resolve(current_password === password ? { error: null } : refused('Wrong password')),
    getSession: () => Promise.resolve({ data: { session: { access_token: 'aal2' } } }),
    mfa: {
      listFactors: () => {
        if (state.failList) return Promise.resolve(refused('Network down'));
        const all = state.factors.map((f) => ({ ...f, factor_type: 'totp' }));
        return Promise.resolve({ data: { all, totp: all }, error: null });
      },
      enroll: () => {
        state.factors.push({ id: 'factor-new', status: 'unverified' });
        return Promise.resolve({
          data: {
            id: 'factor-new',
            totp: { qr_code: 'data:image/svg+xml,qr', secret: 'SECRETKEY' },
          },
          error: null,
        });
      },
      challengeAndVerify: ({ factorId, code }: { factorId: string; code: string }) => {
        if (code !== goodCode) return Promise.resolve(refused('Invalid TOTP code entered'));
        state.factors = state.factors.map((f) =>
          f.id === factorId ? { ...f, status: 'verified' } : f,
        );
        return Promise.resolve({ data: {}, error: null });
      },
      unenroll: ({ factorId }: { factorId: string }) => {
        state.removed.push(factorId);
        state.factors = state.factors.filter((f) => f.id !== factorId);
        return Promise.resolve({ data: { id: factorId }, error: null });
      },
    },
  } as unknown as AuthClient;
  return { state, client: () => Promise.resolve(client) };
}

function openCard(account: ReturnType<typeof fakeAccount>, api = new FakeApi()) {
  return renderScreen(<TwoFactorCard />, {
    auth: { client: account.client },
    api,
    path: '/account',
  });
}

const card = () => screen.getByRole('region', { name: 'Two-Factor Sign-In' });

describe('the two-factor card', () => {
  it('says it is off and sets up the app: password, QR code and key, first code, recovery codes', async () => {
    const account = fakeAccount();
    const api = new FakeApi().on('POST', '/api/account/recovery-codes', {
      codes: ['aaaa-1111', 'bbbb-2222'],
    });
    const { user } = openCard(account, api);
    expect(screen.getByRole('status').textContent).toBe('Loading two-factor sign-in');
    expect(await screen.findByText(/^Off\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn On' }));
    await user.type(screen.getByLabelText('Current password'), password);
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByText('SECRETKEY')).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code'), goodCode);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Two-factor sign-in is on/);
    expect(within(card()).getByText('aaaa-1111')).toBeTruthy();
    expect(api.callsTo('POST', '/api/account/recovery-codes')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'I Have Saved These Codes' }));
    expect(await screen.findByText('On: signing in asks for a code from your app.')).toBeTruthy();
  });

  it('asks for the password before it starts, and says when the password is wrong', async () => {
    const { user } = openCard(fakeAccount());
    await user.click(await screen.findByRole('button', { name: 'Turn On' }));
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your password');
    await user.type(screen.getByLabelText('Current password'), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/That password is not right/);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses an empty or wrong first code and stays on the code step', async () => {
    const account = fakeAccount();
    const { user, api } = openCard(account);
    await user.click(await screen.findByRole('button', { name: 'Turn On' }));
    await user.type(screen.getByLabelText('Current password'), password);
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the code from your authenticator app',
    );
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. Enter the code your app shows now.',
    );
    expect(account.state.factors).toEqual([{ id: 'factor-new', status: 'unverified' }]);
    expect(api.callsTo('POST', '/api/account/recovery-codes')).toHaveLength(0);
  });

  it('turns off with the password, and says when the password is missing or wrong', async () => {
    const account = fakeAccount({ verified: true });
    const { user } = openCard(account);
    await screen.findByText('On: signing in asks for a code from your app.');
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter your password to turn it off',
    );
    await user.type(screen.getByLabelText('Current password'), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/That password is not right/);
    expect(account.state.removed).toEqual([]);
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), password);
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByText(/^Off\./)).toBeTruthy();
    expect(await screen.findByText('Two-factor sign-in is off')).toBeTruthy();
    expect(account.state.removed).toEqual(['factor-on']);
  });

  it('says when the settings cannot load, and loads them again on "Try Again"', async () => {
    const account = fakeAccount({ failList: true });
    const { user } = openCard(account);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load your two-factor settings.',
    );
    account.state.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Turn On' })).toBeTruthy();
  });
});

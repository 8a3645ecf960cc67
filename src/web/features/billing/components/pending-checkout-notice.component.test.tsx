import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingCheckoutStorageKey } from '~/web/lib/pending-checkout-storage';
import { forgetPendingCheckout, rememberPendingCheckout } from '~/web/lib/pending-checkout';
import { PendingCheckoutNotice } from './pending-checkout-notice';

afterEach(() => forgetPendingCheckout());

describe('the pending checkout notice', () => {
  it('names the item as the buy dialog named it (the studio’s name, if it renamed it)', () => {
    rememberPendingCheckout('spark', 'First Light Session');
    render(<PendingCheckoutNotice />);
    expect(screen.getByRole('status').textContent).toContain(
      'Checkout for First Light Session opens as soon as you are signed in.',
    );
  });

  it('says nothing when no checkout waits, or the stored one is stale or unknown', () => {
    const { rerender } = render(<PendingCheckoutNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    const stored = (catalogueKey: string, savedAt: number) =>
      window.sessionStorage.setItem(
        pendingCheckoutStorageKey,
        JSON.stringify({ catalogueKey, name: 'Anything', savedAt }),
      );
    stored('spark', Date.now() - 31 * 60 * 1000);
    rerender(<PendingCheckoutNotice key="stale" />);
    expect(screen.queryByRole('status')).toBeNull();
    stored('noSuchItem', Date.now());
    rerender(<PendingCheckoutNotice key="unknown" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '~/shared/catalogue';
import type { PublicSiteState } from '~/shared/schemas/site-settings';
import { forgetPendingCheckout, rememberPendingCheckout } from '~/web/lib/pending-checkout';
import { RenderedSiteState } from '~/web/lib/site-state';
import { PendingCheckoutNotice } from './pending-checkout-notice';

// Only the catalogue part of the state is read here.
const stateWith = (names: PublicSiteState['catalogue']['names']) =>
  ({
    catalogue: { revision: 2, dollars: {}, names, descriptions: {} },
  }) as unknown as PublicSiteState;

// The state is given; the site state's fetch for pages rendered without one never answers.
beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
afterEach(() => {
  forgetPendingCheckout();
  vi.unstubAllGlobals();
});

describe('the pending checkout notice', () => {
  it('names the item as the studio renamed it', () => {
    rememberPendingCheckout('spark');
    render(
      <RenderedSiteState.Provider value={stateWith({ spark: 'First Light Session' })}>
        <PendingCheckoutNotice />
      </RenderedSiteState.Provider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Checkout for First Light Session');
  });

  it('keeps the catalogue’s own name until the studio changes it', () => {
    rememberPendingCheckout('spark');
    render(
      <RenderedSiteState.Provider value={stateWith({ core: 'Another' })}>
        <PendingCheckoutNotice />
      </RenderedSiteState.Provider>,
    );
    expect(screen.getByRole('status').textContent).toContain(
      `Checkout for ${catalogue.spark.name}`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { notFoundNotice, withNotFoundAddress } from './not-found-page.ts';

const home =
  '<html><head><title>Home</title></head><body><main><div data-not-found-slot=""></div><h1>Hi</h1></main></body></html>';

describe('withNotFoundAddress', () => {
  it('writes the notice into the slot and moves the address to / before the router starts', () => {
    const page = withNotFoundAddress(home);
    expect(page).toContain(`<div data-not-found-slot=""><p role="status"`);
    expect(page).toContain(notFoundNotice);
    expect(page).toContain('<script>history.replaceState(history.state,"","/")</script></head>');
  });

  it('refuses a page without the slot rather than answer without the notice', () => {
    expect(() => withNotFoundAddress('<html><head></head><body></body></html>')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { withPublicOrigin } from './public-origin.ts';

describe('public origin', () => {
  it('moves canonical, og:url and og:image to PUBLIC_URL and leaves the rest alone', () => {
    const html =
      '<link rel="canonical" href="https://signal.studio/contact"/>' +
      '<meta property="og:url" content="https://signal.studio/contact"/>' +
      '<meta property="og:image" content="https://signal.studio/og/contact.png"/>' +
      '<a href="https://signal.studio/elsewhere">x</a><script>var a="https://signal.studio"</script>';
    expect(withPublicOrigin(html, 'https://studio.example:8443/')).toBe(
      '<link rel="canonical" href="https://studio.example:8443/contact"/>' +
        '<meta property="og:url" content="https://studio.example:8443/contact"/>' +
        '<meta property="og:image" content="https://studio.example:8443/og/contact.png"/>' +
        '<a href="https://signal.studio/elsewhere">x</a><script>var a="https://signal.studio"</script>',
    );
  });
});

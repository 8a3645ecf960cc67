import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicSiteState } from '~/shared/schemas/site-settings';
import { stateWithNames as stateWith } from '../testing/catalogue-state';
import { PageHead } from './page-head';
import { RenderedSiteState } from './site-state';

const rendered = (state: PublicSiteState, page: React.ReactNode) =>
  renderToString(<RenderedSiteState value={state}>{page}</RenderedSiteState>);

describe('PageHead', () => {
  it('names the page as it is given, with the share picture of its path', () => {
    const html = rendered(
      stateWith({}),
      <PageHead title="THE MUSE: a circle" description="Quarterly." path="/muse" />,
    );
    expect(html).toContain('<title>THE MUSE: a circle | Signal Studio</title>');
    expect(html).toContain(
      '<meta property="og:title" content="THE MUSE: a circle | Signal Studio"/>',
    );
    expect(html).toContain('<meta name="description" content="Quarterly."/>');
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/og\/muse\.png"\/>/);
  });

  it('asks for the picture anew at each revision once the studio changed a name', () => {
    const html = rendered(
      stateWith({ muse: 'THE CIRCLE' }, 12),
      <PageHead title="THE CIRCLE: a circle" description="Quarterly." path="/muse" />,
    );
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/og\/muse\.png\?v=12"\/>/);
  });
});

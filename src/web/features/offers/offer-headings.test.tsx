import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicSiteState } from '~/shared/schemas/site-settings';
import { RenderedSiteState } from '~/web/lib/site-state';
import { stateWithNames as stateWith } from '~/web/testing/catalogue-state';
import { LaunchHero } from './bizbuiltnow/launch-hero';
import { MuseHero } from './muse/muse-hero';

const rendered = (state: PublicSiteState, page: React.ReactNode) =>
  renderToString(<RenderedSiteState value={state}>{page}</RenderedSiteState>);

describe('offer headings name the studio’s product', () => {
  const NoButton = () => null;

  it('THE MUSE keeps its own words until renamed, then takes the studio’s', () => {
    expect(rendered(stateWith({}), <MuseHero CheckoutButton={NoButton} />)).toMatch(
      /<h1[^>]*>THE(<!-- -->)? <span[^>]*>MUSE<span[^>]*>™<\/span><\/span>/,
    );
    expect(
      rendered(stateWith({ muse: 'The Inner Circle' }), <MuseHero CheckoutButton={NoButton} />),
    ).toMatch(/<h1[^>]*>The Inner Circle<span/);
  });

  it('BizBuiltNow’s heading and price card name the renamed launch', () => {
    const before = rendered(stateWith({}), <LaunchHero />);
    expect(before).toMatch(/<h1[^>]*>Your business, built and launched/);
    const after = rendered(stateWith({ bizBuiltNowPackage: 'Launch Day Kit' }), <LaunchHero />);
    expect(after).toMatch(/<h1[^>]*>Launch Day Kit:/);
    expect(after).toMatch(/<p class="[^"]*">Launch Day Kit<\/p>/);
  });
});

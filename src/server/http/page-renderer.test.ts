import { describe, expect, it } from 'vitest';
import { catalogueDollars } from '../../shared/catalogue-prices.ts';
import type { PublicSiteState } from '../../shared/schemas/site-settings.ts';
import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { createRenderedPages, type RenderPage } from './page-renderer.ts';

function stateAt(version: number, isOver = false): PublicSiteState {
  return {
    version,
    settings: defaultSiteSettings,
    summit: { isOver, isOnSale: !isOver, isEarlyBird: false },
    webinar: { isOver, sessionsOver: isOver ? 5 : 0 },
    offers: { brandFuelSaleIsOver: true, bizBuiltNowLaunch: 'none' },
    catalogue: { revision: 0, dollars: catalogueDollars, names: {}, descriptions: {} },
    serverTime: new Date(Date.UTC(2026, 10, 24, 10, 0, version)).toISOString(),
  };
}

function setUp() {
  let current = stateAt(1);
  const renders: string[] = [];
  let failNext = false;
  const render: RenderPage = async (urlPath, { siteState: state }) => {
    renders.push(`${urlPath}@${state.version}:${state.summit.isOver}`);
    if (failNext) {
      failNext = false;
      throw new Error('render failed');
    }
    return `<p>${urlPath} v${state.version}</p>`;
  };
  const page = createRenderedPages({
    render,
    content: async () => ({ siteState: current }),
    finish: (html) => ({ body: html }),
  });
  return {
    page,
    renders,
    setState: (state: PublicSiteState) => (current = state),
    failNextRender: () => (failNext = true),
  };
}

describe('createRenderedPages', () => {
  it('renders a path once per state and serves the kept page meanwhile', async () => {
    const { page, renders } = setUp();
    const [first, second] = await Promise.all([page('/spark-summit'), page('/spark-summit')]);
    expect(first).toEqual({ body: '<p>/spark-summit v1</p>' });
    expect(await page('/spark-summit')).toBe(second);
    await page('/');
    expect(renders).toEqual(['/spark-summit@1:false', '/@1:false']);
  });

  it('renders again when the settings version or an event verdict changes', async () => {
    const { page, renders, setState } = setUp();
    await page('/spark-summit');
    setState(stateAt(2));
    expect(await page('/spark-summit')).toEqual({ body: '<p>/spark-summit v2</p>' });
    setState(stateAt(2, true));
    await page('/spark-summit');
    expect(renders).toEqual([
      '/spark-summit@1:false',
      '/spark-summit@2:false',
      '/spark-summit@2:true',
    ]);
  });

  it('does not keep a failed render: the next request tries again', async () => {
    const { page, renders, failNextRender } = setUp();
    failNextRender();
    await expect(page('/spark-summit')).rejects.toThrow('render failed');
    expect(await page('/spark-summit')).toEqual({ body: '<p>/spark-summit v1</p>' });
    expect(renders).toHaveLength(2);
  });
});

/**
 * The share card: a 1200×630 PNG of a page's title and description (satori lays the card
 * out and turns its text into paths, resvg rasterises it), with the studio's mark. The
 * build draws one per pre-rendered page (scripts/share-images.ts); the server draws a page's
 * again when the studio's catalogue changed its title (share-pictures.ts). Nothing is
 * fetched: the fonts come from node_modules. satori and resvg load on the first drawing,
 * not with the module: loading satori takes seconds, which a server start must not pay.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CatalogueKey } from '../../shared/catalogue.ts';
import type { CatalogueTexts } from '../../shared/catalogue-live.ts';
import { shareImageSize } from '../../shared/share-image.ts';

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  readFileSync(
    require.resolve(
      `@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-${weight}-normal.woff`,
    ),
  );

const ink = { 950: '#07070c', 800: '#151522', 600: '#2e2e42', 300: '#b4b4c8', 100: '#ececf4' };
const signal = { 300: '#ffb59a', 400: '#ff8a5c', 500: '#ff6a3d', 600: '#e94f22' };
const pulse = '#2dd4bf';

/** The studio's mark: a source with two rings of signal around it. */
export function markSvg(size: number, { padding = 0, rounded = true } = {}): string {
  const scale = (64 - padding * 2) / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${signal[400]}"/><stop offset="1" stop-color="${signal[600]}"/></linearGradient></defs>
<rect width="64" height="64" rx="${rounded ? 16 : 0}" fill="${ink[800]}"/>
<g transform="translate(${padding} ${padding}) scale(${scale})">
<circle cx="32" cy="32" r="6" fill="url(#g)"/>
<path d="M20 44a17 17 0 0 1 0-24M44 20a17 17 0 0 1 0 24" fill="none" stroke="url(#g)" stroke-width="4" stroke-linecap="round"/>
<path d="M13 51a27 27 0 0 1 0-38M51 13a27 27 0 0 1 0 38" fill="none" stroke="${pulse}" stroke-width="3" stroke-linecap="round" opacity=".7"/>
</g></svg>`;
}

type Style = Record<string, string | number>;
export interface Node {
  type: string;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: unknown };
}
export const box = (style: Style, ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

export interface SharedPage {
  path: string;
  title: string;
  description: string;
  /** The Signal Stack's step names on the card, given once the studio renamed one. */
  steps?: readonly string[];
}

const contentWidth = shareImageSize.width - 2 * 72;
/** The Signal Stack's steps on the card: the catalogue item each is, and its short label. */
const stackSteps: readonly (readonly [CatalogueKey, string])[] = [
  ['spark', 'SPARK'],
  ['brandKit', 'BRAND KIT'],
  ['core', 'CORE'],
  ['mirror', 'MIRROR'],
  ['signal', 'SIGNAL'],
  ['momentum', 'MOMENTUM'],
  ['muse', 'MUSE'],
];

/**
 * The card's step names with the studio's names where it renamed an item (`names` holds
 * only renamed ones, as the site state does); undefined while it renamed none, so the
 * build's card, drawn from the short labels, stays the answer.
 */
export function stackStepNames(names: CatalogueTexts): string[] | undefined {
  if (!stackSteps.some(([key]) => names[key] !== undefined)) return undefined;
  return stackSteps.map(([key, label]) => names[key] ?? label);
}

/** The card: mark and address, the page's title and description, the Signal Stack as steps. */
function shareCard({ path: pagePath, title, description, steps: named }: SharedPage): Node {
  const mark = `data:image/svg+xml;base64,${Buffer.from(markSvg(64)).toString('base64')}`;
  const short =
    description.length > 120
      ? `${description.slice(0, description.lastIndexOf(' ', 117)).replace(/[,:;.]$/, '')}…`
      : description;
  // The Signal Stack as a rising line of steps, the warmest first.
  const steps = (named ?? stackSteps.map(([, label]) => label)).map((step, index) =>
    box(
      {
        alignItems: 'center',
        height: 44 + index * 6,
        padding: '0 16px',
        borderRadius: 12,
        // A long name the studio gave shrinks its step rather than push the row off the card.
        flexShrink: 1,
        fontSize: named ? 15 : 17,
        letterSpacing: 1,
        color: index < 4 ? ink[950] : ink[100],
        backgroundColor:
          index < 4 ? [signal[300], signal[400], signal[500], signal[600]][index]! : ink[800],
        border: `1px solid ${index < 4 ? signal[400] : pulse}`,
      },
      step,
    ),
  );
  return box(
    {
      // satori sizes boxes without their padding (content-box).
      width: contentWidth,
      height: shareImageSize.height - 2 * 64,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      color: ink[100],
      fontFamily: 'Bricolage Grotesque',
      backgroundColor: ink[950],
      backgroundImage: `radial-gradient(circle at 12% 0%, rgba(255,106,61,0.38), rgba(7,7,12,0) 55%), radial-gradient(circle at 100% 100%, rgba(45,212,191,0.22), rgba(7,7,12,0) 50%)`,
    },
    box(
      { width: contentWidth, alignItems: 'center', justifyContent: 'space-between' },
      box(
        { alignItems: 'center', gap: 18 },
        { type: 'img', props: { src: mark, width: 56, height: 56 } },
        box({ fontSize: 30, fontWeight: 700 }, 'Signal Studio'),
      ),
      box({ fontSize: 22, color: ink[300] }, `signal.studio${pagePath === '/' ? '' : pagePath}`),
    ),
    box(
      { flexDirection: 'column', gap: 22, width: contentWidth },
      box({ fontSize: title.length > 48 ? 60 : 72, fontWeight: 700, lineHeight: 1.05 }, title),
      box({ fontSize: 28, lineHeight: 1.35, color: ink[300] }, short),
    ),
    box({ width: contentWidth, gap: 10, alignItems: 'flex-end' }, ...steps),
  );
}

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

/** The display face in the two weights the drawings use, read once. */
export function brandFonts() {
  fonts ??= [
    { name: 'Bricolage Grotesque', data: fontFile(400), weight: 400, style: 'normal' },
    { name: 'Bricolage Grotesque', data: fontFile(700), weight: 700, style: 'normal' },
  ];
  return fonts;
}

export async function renderShareImage(page: SharedPage): Promise<Buffer> {
  const [{ default: satori }, { Resvg }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
  ]);
  // satori takes React elements; plain {type, props} objects are what JSX would make.
  const svg = await satori(shareCard(page) as unknown as React.ReactNode, {
    ...shareImageSize,
    fonts: brandFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: shareImageSize.width } }).render().asPng();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name] ?? '');

/** The page's social title (without the site name) and description, from its HTML. */
export function sharedPageFromHtml(pagePath: string, html: string): SharedPage | undefined {
  const meta = (property: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
  const title = meta('og:title');
  if (title === undefined) return undefined;
  return {
    path: pagePath,
    title: unescapeHtml(title).replace(/\s*\|\s*Signal Studio$/, ''),
    description: unescapeHtml(meta('og:description') ?? ''),
  };
}

/**
 * Share pictures and app icons, drawn at build time: one 1200×630 PNG per pre-rendered
 * page from its own title and description (the card is src/server/http/share-card.ts, which
 * the server also draws with), and the PNG icons browsers, phones and the web app manifest
 * ask for, from the same mark as favicon.svg.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultShareImagePath, shareImagePath } from '../src/shared/share-image.ts';
import { Resvg } from '@resvg/resvg-js';
import { markSvg, renderShareImage, sharedPageFromHtml } from '../src/server/http/share-card.ts';

export {
  box,
  brandFonts,
  markSvg,
  renderShareImage,
  sharedPageFromHtml,
  type Node,
  type SharedPage,
} from '../src/server/http/share-card.ts';

export function rasterise(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

function* prerenderedPages(webRoot: string, folder = webRoot): Generator<[string, string]> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'og')
      yield* prerenderedPages(webRoot, full);
    else if (entry.name === 'index.html') {
      const relative = path.relative(webRoot, folder).split(path.sep).join('/');
      yield [`/${relative}`, readFileSync(full, 'utf8')];
    }
  }
}

function write(webRoot: string, urlPath: string, content: Buffer): void {
  const file = path.join(webRoot, urlPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Icons the root links and the manifest name. */
export const iconFiles = {
  '/favicon-32.png': () => rasterise(markSvg(32), 32),
  // iOS rounds the corners itself and shows transparency as black.
  '/apple-touch-icon.png': () => rasterise(markSvg(180, { rounded: false }), 180),
  '/icon-192.png': () => rasterise(markSvg(192), 192),
  '/icon-512.png': () => rasterise(markSvg(512), 512),
  // Maskable: the mark inside the central safe zone, the background to the edges.
  '/icon-maskable-512.png': () => rasterise(markSvg(512, { padding: 10, rounded: false }), 512),
} as const;

/** Writes every page's share picture, the site-wide one and the icons into `webRoot`. */
export async function writeShareImages(webRoot: string): Promise<number> {
  let count = 0;
  for (const [pagePath, html] of prerenderedPages(webRoot)) {
    const page = sharedPageFromHtml(pagePath, html);
    if (!page) continue;
    const png = await renderShareImage(page);
    write(webRoot, shareImagePath(pagePath), png);
    if (pagePath === '/') write(webRoot, defaultShareImagePath, png);
    count += 1;
  }
  for (const [file, draw] of Object.entries(iconFiles)) write(webRoot, file, draw());
  return count;
}

import { createHash } from 'node:crypto';
import { renderShareImage, type SharedPage } from './share-card.ts';

/**
 * The build draws each pre-rendered page's share picture from the title and description
 * it had then. When the studio renames a product, the page's head names the new name
 * (PageHead) and its picture must not keep the old one: the server draws it again from the
 * page as it renders it now. One picture per page path, kept while its words stay the
 * same, so a catalogue revision costs one drawing per page shared, not one per request.
 */
export function createSharePictures(
  draw: (page: SharedPage) => Promise<Buffer> = renderShareImage,
) {
  const drawn = new Map<string, { words: string; png: Promise<Buffer> }>();
  return (page: SharedPage): Promise<Buffer> => {
    const words = sharedWords(page);
    const kept = drawn.get(page.path);
    if (kept?.words === words) return kept.png;
    const entry = { words, png: draw(page) };
    drawn.set(page.path, entry);
    // A failed drawing is tried again by the next request instead of being remembered.
    entry.png.catch(() => {
      if (drawn.get(page.path) === entry) drawn.delete(page.path);
    });
    return entry.png;
  };
}

type Shared = Pick<SharedPage, 'title' | 'description' | 'steps'>;

/**
 * A pre-rendered page's share picture drawn from its words now, when they are not the
 * words the build drew it from (the studio renamed a product it names); undefined when
 * the build's file still shows them, or the path is no pre-rendered page.
 */
export function createRedrawnSharePictures({
  built,
  current,
  draw = renderShareImage,
}: {
  /** The words the build drew the path's picture from. */
  built: (pagePath: string) => Shared | undefined;
  /** The words of the path's page as the server renders it now. */
  current: (pagePath: string) => Promise<Shared | undefined>;
  draw?: (page: SharedPage) => Promise<Buffer>;
}): (pagePath: string) => Promise<{ png: Buffer; etag: string } | undefined> {
  const picture = createSharePictures(draw);
  return async (pagePath) => {
    const before = built(pagePath);
    if (!before) return undefined;
    const now = await current(pagePath);
    if (!now || sharedWords(now) === sharedWords(before)) return undefined;
    const page = { ...now, path: pagePath };
    return { png: await picture(page), etag: sharedWordsTag(page) };
  };
}

/** What a share picture shows: its title, description and (when renamed) the stack's steps. */
export function sharedWords(page: Shared): string {
  return `${page.title}\n${page.description}${page.steps ? `\n${page.steps.join('\n')}` : ''}`;
}

/** An entity tag for a drawn picture: it changes exactly when its words do. */
export function sharedWordsTag(page: Shared): string {
  return `"${createHash('sha256').update(sharedWords(page)).digest('base64url').slice(0, 27)}"`;
}

/** The page a share picture's address belongs to (shareImagePath's inverse), if any. */
export function pageOfSharePicture(urlPath: string): string | undefined {
  const name = /^\/og\/(.+)\.png$/.exec(urlPath)?.[1];
  if (name === undefined) return undefined;
  return name === 'home' ? '/' : `/${name}`;
}

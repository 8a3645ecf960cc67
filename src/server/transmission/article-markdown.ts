import { Marked, type Token, type Tokens } from 'marked';

/**
 * Article Markdown to HTML, on the server only. The editor may write Markdown and nothing
 * else: raw HTML, links that are not web, mail or site addresses, and pictures that are
 * not from the media library (or have no alt text) are *problems*. Saving refuses an
 * article with any (`markdownProblems`); rendering strips what slipped in anyway (rows
 * written before a rule existed), so a page never carries a script either way.
 */

/** A media library picture at one of its stored widths: /media/<uuid>/<width>.<format>. */
const mediaImagePattern =
  /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/\d{1,5}\.(avif|webp|jpeg|png)$/;

const safeSchemes = new Set(['http:', 'https:', 'mailto:']);

/** Browsers ignore tabs, newlines and leading controls inside a scheme ("java\tscript:"). */
// eslint-disable-next-line no-control-regex
const ignoredUrlCharacters = /[\u0000-\u0020\u007f]/g;

export function isSafeLink(href: string): boolean {
  const compact = href.replace(ignoredUrlCharacters, '');
  if (compact.startsWith('#')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  // No scheme: a site address ("/pricing", "./x") or "//host/…", which is https here.
  if (!scheme) return true;
  return safeSchemes.has(`${scheme.toLowerCase()}:`);
}

/** The media library ids of the pictures in the Markdown (valid ones only). */
export function mediaIdsIn(markdown: string): string[] {
  const ids = new Set<string>();
  walk(markdown, (token) => {
    if (token.type !== 'image') return;
    const id = mediaImagePattern.exec((token as Tokens.Image).href)?.[1];
    if (id) ids.add(id);
  });
  return [...ids];
}

const parser = new Marked({ gfm: true });

function walk(markdown: string, visit: (token: Token) => void): void {
  parser.walkTokens(parser.lexer(markdown), visit);
}

function shortened(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}

/** What makes the Markdown unsafe or incomplete, worded for the editor; empty when fine. */
export function markdownProblems(markdown: string): string[] {
  const problems: string[] = [];
  walk(markdown, (token) => {
    if (token.type === 'html') {
      problems.push(
        `Raw HTML is not allowed (${shortened((token as Tokens.HTML).raw)}): write it in Markdown.`,
      );
    } else if (token.type === 'link') {
      const { href } = token as Tokens.Link;
      if (!isSafeLink(href)) {
        problems.push(
          `The link to "${shortened(href)}" is not allowed: use an https://, mailto: or site address.`,
        );
      }
    } else if (token.type === 'image') {
      const image = token as Tokens.Image;
      if (!mediaImagePattern.test(image.href)) {
        problems.push(
          `The picture "${shortened(image.href)}" is not from the media library: insert it from there.`,
        );
      } else if (image.text.trim() === '') {
        problems.push(`The picture ${shortened(image.href)} needs alt text: describe it.`);
      }
    }
  });
  return problems;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The renderer the pages use: raw HTML printed as text, unsafe addresses dropped. */
const renderer = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeLink(href)) return text;
      const external = /^(https?:)?\/\//i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute}${rel}>${text}</a>`;
    },
    image({ href, text }) {
      if (!mediaImagePattern.test(href) || text.trim() === '') return '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy" decoding="async">`;
    },
  },
});

/** The article's HTML for the pages: safe whatever the Markdown holds. */
export function renderArticleHtml(markdown: string): string {
  return renderer.parse(markdown, { async: false });
}

const wordsPerMinute = 200;

/** Minutes to read the Markdown at an unhurried 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

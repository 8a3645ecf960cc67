import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

/** One representation of a page: its bytes and its own strong ETag. */
export interface EncodedHtml {
  body: Buffer;
  etag: string;
  encoding: HtmlEncoding;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An HTML page compressed once, not per request: each encoding is made on its first use
 * (off the main thread, in libuv's pool) and kept, so a page that is served a thousand
 * times a second costs a map lookup, as a pre-compressed file does. Quality is the
 * highest: the cost is paid once per page and settings state, the bytes on every request.
 */
export function encodedHtml(html: string): (encoding: HtmlEncoding) => Promise<EncodedHtml> {
  const identity = Buffer.from(html);
  const hash = createHash('sha1').update(identity).digest('base64url');
  const made = new Map<HtmlEncoding, Promise<EncodedHtml>>();
  const make = async (encoding: HtmlEncoding): Promise<EncodedHtml> => {
    // Each encoding is its own representation, so its own ETag: a cache must not answer
    // a gzip-only client's revalidation with the brotli bytes it stored.
    if (encoding === 'identity') return { body: identity, etag: `"${hash}"`, encoding };
    const body =
      encoding === 'br'
        ? await brotli(identity, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          })
        : await gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION });
    return { body, etag: `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"`, encoding };
  };
  return (encoding) => {
    let entry = made.get(encoding);
    if (!entry) {
      entry = make(encoding);
      made.set(encoding, entry);
    }
    return entry;
  };
}

/**
 * The encoding to answer an Accept-Encoding header with: brotli or gzip, whichever the
 * client weighs higher (brotli on a tie, being smaller), identity when it takes neither.
 * `*` stands for any encoding the header does not name.
 */
export function preferredEncoding(acceptEncoding: string | undefined): HtmlEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gz = weights.get('gzip') ?? any;
  if (br <= 0 && gz <= 0) return 'identity';
  return br >= gz ? 'br' : 'gzip';
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A path on this site: one leading slash, then no second slash or backslash (browsers
 * read "//x" and "/\x" as another site), no backslash anywhere and no white space.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** A full http(s) address with a host, and no white space or backslash anywhere. */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/[^\s\\/?#]+(?:[/?#][^\s\\]*)?$/i.test(value);
}

/**
 * Where a reply may send the browser: a path here (the local provider's checkout lives on
 * this site) or a web address, never a javascript: or data: URL.
 */
export function isRedirectTarget(value: unknown): value is string {
  return typeof value === 'string' && (isSitePath(value) || isWebAddress(value));
}

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

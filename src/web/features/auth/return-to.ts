/** Where the sign-in guard sent the visitor from, carried in navigation state. */
export interface ReturnToState {
  returnTo: string;
}

/**
 * The returnTo location from navigation state, if it is a path on this site: anything
 * else (another origin, a protocol-relative `//host`) is ignored.
 */
export function readReturnTo(state: unknown): string | undefined {
  const returnTo = (state as Partial<ReturnToState> | null)?.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) {
    return undefined;
  }
  return returnTo;
}

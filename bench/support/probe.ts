/**
 * One request before the load, so the report says what was measured: the status, the
 * encoding served and the size on the wire (a 404 or an uncompressed body would
 * otherwise pass for a fast page).
 */
export async function describeResponse(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  // fetch decodes the body; the declared length is the size on the wire when present.
  const wireBytes = Number(response.headers.get('content-length') ?? body.byteLength);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return `${encoding}, ${(wireBytes / 1024).toFixed(1)} kB`;
}

/** What a browser sends: the server may answer with its pre-compressed files. */
export const browserHeaders = { 'accept-encoding': 'br, gzip' } as const;

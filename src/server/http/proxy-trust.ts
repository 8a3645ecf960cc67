import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * TRUST_PROXY means one proxy in front (the shipped HAProxy), so exactly one hop of
 * X-Forwarded-For is believed: the address the proxy itself appended. `true` would trust
 * every hop and take the leftmost address, which the client writes: a forged header would
 * then defeat every per-address limit.
 */
export function proxyHops(
  trustProxy: boolean,
): false | ((address: string, hop: number) => boolean) {
  // proxy-addr asks hop by hop from the socket inwards: only hop 0 (the proxy) is trusted.
  return trustProxy ? (_address, hop) => hop === 0 : false;
}

/** A request id we log and echo: short and plain, so it cannot bloat or forge log lines. */
const plainRequestId = /^[\w.:-]{1,64}$/;

/**
 * Fastify's genReqId: the X-Request-Id a trusted proxy set (the shipped HAProxy sets one
 * per request, replacing the client's), when short and plain; a fresh UUID otherwise.
 */
export function requestIdGenerator(
  trustProxy: boolean,
): (request: { headers: IncomingHttpHeaders }) => string {
  return (request) => {
    const sent = request.headers['x-request-id'];
    if (trustProxy && typeof sent === 'string' && plainRequestId.test(sent)) return sent;
    return randomUUID();
  };
}

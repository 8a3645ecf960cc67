import { httpErrorReason } from '~/shared/checkout-errors';
import { messages } from '~/shared/messages';
import { errorReason } from '~/shared/checkout-reply';
import { isRedirectTarget } from '~/shared/checkout-reply';

/**
 * Asks for a billing portal session (empty JSON body, bearer token) and returns its
 * address. Throws "Failed to get customer portal URL: {reason}" (spec section 8).
 */
export async function requestCustomerPortal(accessToken: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/functions/v1/customer-portal', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
      },
      body: '{}',
    });
  } catch {
    throw new Error(messages.portal.failed(httpErrorReason(0)));
  }
  const body: unknown = await response.json().catch(() => undefined);
  const url = typeof body === 'object' && body !== null && 'url' in body ? body.url : undefined;
  if (!response.ok || !isRedirectTarget(url)) {
    throw new Error(messages.portal.failed(errorReason(body) ?? httpErrorReason(response.status)));
  }
  return url;
}

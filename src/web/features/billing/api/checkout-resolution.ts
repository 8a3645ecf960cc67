import type { CheckoutResolution } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';

export function fetchCheckoutResolution(
  sessionId: string | null,
  accessToken: string | undefined,
  signal?: AbortSignal,
): Promise<CheckoutResolution> {
  const query = sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : '';
  return apiRequest<CheckoutResolution>(`/api/billing/checkout-resolution${query}`, {
    accessToken,
    ...(signal ? { signal } : {}),
  });
}

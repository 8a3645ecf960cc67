import type { CheckoutStatus } from '~/shared/schemas/billing';
import { apiRequest } from '~/web/lib/api-client';

export function fetchCheckoutStatus(
  sessionId: string,
  accessToken: string | undefined,
  signal?: AbortSignal,
): Promise<CheckoutStatus> {
  return apiRequest<CheckoutStatus>(
    `/api/billing/checkout-status?session_id=${encodeURIComponent(sessionId)}`,
    { accessToken, ...(signal ? { signal } : {}) },
  );
}

import type { ResourceCopyRequest } from '~/shared/schemas/resource-copy';
import { apiRequest } from '~/web/lib/api-client';

export function requestResourceCopy(request: ResourceCopyRequest): Promise<{ ok: true }> {
  return apiRequest('/api/resource-copies', { method: 'POST', body: request });
}

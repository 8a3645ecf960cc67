import type { ContactLeadInput } from '~/shared/schemas/lead';
import { apiRequest } from '~/web/lib/api-client';

export function submitContactLead(
  lead: ContactLeadInput,
  accessToken?: string,
): Promise<{ ok: true }> {
  return apiRequest('/api/leads', { method: 'POST', body: lead, accessToken });
}

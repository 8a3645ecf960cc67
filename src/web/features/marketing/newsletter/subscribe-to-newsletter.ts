import type { NewsletterSignupInput } from '~/shared/schemas/newsletter';
import { apiRequest } from '~/web/lib/api-client';

export function subscribeToNewsletter(signup: NewsletterSignupInput): Promise<{ ok: true }> {
  return apiRequest('/api/newsletter', { method: 'POST', body: signup });
}

import { apiRequest } from '~/web/lib/api-client';

export interface WebinarRegistrationFields {
  name: string;
  email: string;
}

/** Saves the registration as a lead; registering twice with one address keeps one lead. */
export function submitWebinarRegistration(
  fields: WebinarRegistrationFields,
): Promise<{ ok: true }> {
  return apiRequest('/api/webinar-registrations', { method: 'POST', body: fields });
}

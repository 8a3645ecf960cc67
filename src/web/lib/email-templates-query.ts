import { useQuery } from '@tanstack/react-query';
import type { EmailTemplateList } from '~/shared/schemas/communications';
import { useAuthorizedRequest } from './use-authorized-request';

/**
 * The e-mail templates, one cache entry for the admin's template list and the CRM's Send
 * Email picker, so an edit in one shows in the other at once.
 */
export const emailTemplateKeys = { all: ['email-templates'] as const };

export function useEmailTemplatesQuery({ staleTime }: { staleTime?: number } = {}) {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: emailTemplateKeys.all,
    queryFn: async ({ signal }) =>
      (await request<EmailTemplateList>('/api/email-templates', { signal })).templates,
    staleTime,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateList,
} from '../../../../shared/schemas/communications';
import { useAuthorizedRequest } from '../../../lib/use-authorized-request';

/** The same cache entry the Send Email picker reads, so edits show there at once. */
const templatesQueryKey = ['email-templates'] as const;

export function useTemplatesQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: templatesQueryKey,
    queryFn: async ({ signal }) =>
      (await request<EmailTemplateList>('/api/email-templates', { signal })).templates,
  });
}

export function useSaveTemplate() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      templateId,
      template,
    }: {
      templateId?: string;
      template: EmailTemplateInput;
    }) =>
      templateId
        ? request<EmailTemplate>(`/api/admin/email-templates/${templateId}`, {
            method: 'PUT',
            body: template,
          })
        : request<EmailTemplate>('/api/admin/email-templates', { method: 'POST', body: template }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}

export function useDeleteTemplate() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) =>
      request<void>(`/api/admin/email-templates/${templateId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}

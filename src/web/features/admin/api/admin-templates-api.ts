import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplate, EmailTemplateInput } from '~/shared/schemas/communications';
import { emailTemplateKeys } from '~/web/lib/email-templates-query';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplateKeys.all }),
  });
}

export function useDeleteTemplate() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) =>
      request<void>(`/api/admin/email-templates/${templateId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplateKeys.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Communication,
  CommunicationList,
  SendEmailInput,
  SendSmsInput,
} from '~/shared/schemas/communications';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';
import { clientKeys } from './clients-api';

/** A client's history, newest first; fetched only while the history is shown. */
export function useCommunicationsQuery(clientId: string, isEnabled: boolean) {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: clientKeys.communications(clientId),
    enabled: isEnabled,
    queryFn: async ({ signal }) =>
      (await request<CommunicationList>(`/api/clients/${clientId}/communications`, { signal }))
        .communications,
  });
}

/** A recorded message goes to the top of the cached history, which is newest first. */
function usePrependToHistory(clientId: string) {
  const queryClient = useQueryClient();
  return (communication: Communication) => {
    queryClient.setQueryData<Communication[]>(clientKeys.communications(clientId), (history) =>
      history ? [communication, ...history] : history,
    );
  };
}

export function useSendEmail(clientId: string) {
  const request = useAuthorizedRequest();
  const prepend = usePrependToHistory(clientId);
  return useMutation({
    mutationFn: (email: SendEmailInput) =>
      request<Communication>(`/api/clients/${clientId}/emails`, { method: 'POST', body: email }),
    onSuccess: prepend,
  });
}

export function useSendSms(clientId: string) {
  const request = useAuthorizedRequest();
  const prepend = usePrependToHistory(clientId);
  return useMutation({
    mutationFn: (sms: SendSmsInput) =>
      request<Communication>(`/api/clients/${clientId}/sms`, { method: 'POST', body: sms }),
    onSuccess: prepend,
  });
}

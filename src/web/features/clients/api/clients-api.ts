import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput, ClientList } from '~/shared/schemas/clients';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export const clientKeys = {
  all: ['clients'] as const,
  communications: (clientId: string) => [...clientKeys.all, clientId, 'communications'] as const,
};

/** The signed-in user's clients, newest first (the server scopes them to the caller). */
export function useClientsQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: clientKeys.all,
    queryFn: async ({ signal }) => (await request<ClientList>('/api/clients', { signal })).clients,
  });
}

export function useAddClient() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: ClientInput) =>
      request<Client>('/api/clients', { method: 'POST', body: client }),
    onSuccess: (client) => {
      queryClient.setQueryData<Client[]>(clientKeys.all, (clients = []) => [client, ...clients]);
    },
  });
}

export function useUpdateClient() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, client }: { clientId: string; client: ClientInput }) =>
      request<Client>(`/api/clients/${clientId}`, { method: 'PUT', body: client }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Client[]>(clientKeys.all, (clients = []) =>
        clients.map((client) => (client.id === updated.id ? updated : client)),
      );
    },
  });
}

export function useDeleteClient() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      request<void>(`/api/clients/${clientId}`, { method: 'DELETE' }),
    onSuccess: (_result, clientId) => {
      queryClient.setQueryData<Client[]>(clientKeys.all, (clients = []) =>
        clients.filter((client) => client.id !== clientId),
      );
      queryClient.removeQueries({ queryKey: clientKeys.communications(clientId) });
    },
  });
}

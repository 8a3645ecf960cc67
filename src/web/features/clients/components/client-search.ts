import type { Client } from '~/shared/schemas/clients';

/** Case-insensitive match on every field shown in the table. */
export function filterClients(clients: Client[], query: string): Client[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return clients;
  return clients.filter((client) =>
    [client.name, client.company, client.email, client.phone, client.notes].some((value) =>
      value?.toLowerCase().includes(needle),
    ),
  );
}

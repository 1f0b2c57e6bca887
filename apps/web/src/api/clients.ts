import type { ClientUpdateBody } from '@daybook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api, type Schema } from '../lib/typed-api';

export const clientsQueryKey = ['clients'] as const;

/** GET /api/clients/?status=all: every client of the signed-in provider; the page filters them. */
export function useClients() {
  return useQuery(clientsQuery);
}

/** The client list's query, also fetched at start-up on /client (app/preload-signed-in.ts). */
export const clientsQuery = queryOptions({
  queryKey: clientsQueryKey,
  queryFn: ({ signal }) => answerOf(api.GET('/api/clients/', { params: { query: { status: 'all' } }, signal })),
});

/** GET /api/clients/{id}/: one of the provider's clients (404 when it is not theirs). */
export function useClient(id: number | null) {
  return useQuery({
    queryKey: [...clientsQueryKey, id],
    queryFn: ({ signal }) => answerOf(api.GET('/api/clients/{id}/', { params: { path: { id: String(id) } }, signal })),
    enabled: id !== null,
    retry: false,
  });
}

/** PATCH /api/clients/{id}/ with the edited fields; the cached list is refreshed afterwards. */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClientUpdateBody }) =>
      answerOf(api.PATCH('/api/clients/{id}/', { params: { path: { id: String(id) } }, body })),
    onSuccess: (client) => {
      queryClient.setQueryData<Schema<'Client'>[]>(clientsQueryKey, (list) =>
        list?.map((item) => (item.id === client.id ? client : item)),
      );
      queryClient.setQueryData([...clientsQueryKey, client.id], client);
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCaseStudy, CaseStudyInput } from '~/shared/schemas/case-studies';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export const workKeys = { all: ['admin', 'work'] as const };

export function useCaseStudiesQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: workKeys.all,
    queryFn: ({ signal }) => request<{ cases: AdminCaseStudy[] }>('/api/admin/work', { signal }),
  });
}

export function useSaveCaseStudy() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CaseStudyInput }) =>
      id
        ? request<AdminCaseStudy>(`/api/admin/work/${id}`, { method: 'PUT', body: input })
        : request<AdminCaseStudy>('/api/admin/work', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workKeys.all }),
  });
}

export function useSetCaseFlags() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      flags,
    }: {
      id: string;
      flags: { isPublished?: boolean; isFeatured?: boolean };
    }) => request<AdminCaseStudy>(`/api/admin/work/${id}`, { method: 'PATCH', body: flags }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workKeys.all }),
  });
}

export function useReorderCases() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      request<{ cases: AdminCaseStudy[] }>('/api/admin/work-order', {
        method: 'PUT',
        body: { ids },
      }),
    onSuccess: (data) => queryClient.setQueryData(workKeys.all, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workKeys.all }),
  });
}

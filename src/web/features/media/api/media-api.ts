import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaItem, MediaList } from '~/shared/schemas/media';
import { ApiError } from '~/web/lib/api-client';
import { useAuthorizedFetch, useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export const mediaKeys = {
  all: ['admin', 'media'] as const,
};

export function useMediaLibraryQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: mediaKeys.all,
    queryFn: ({ signal }) => request<MediaList>('/api/admin/media', { signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** A refusal the server tied to one field of the upload form (`file` or `alt`). */
export class UploadError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    public readonly field: 'file' | 'alt' | undefined,
  ) {
    super(status, code, message);
    this.name = 'UploadError';
  }
}

interface ErrorPayload {
  error?: { code?: string; message?: string; details?: { field?: string }[] };
}

/**
 * The file goes as the request body, as it is: the server reads its bytes to learn what
 * it is, so the declared type is only a courtesy.
 */
export function useUploadMedia() {
  const authorizedFetch = useAuthorizedFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, altText }: { file: File; altText: string }) => {
      const query = new URLSearchParams({ alt: altText, name: file.name });
      const response = await authorizedFetch(`/api/admin/media?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      });
      const payload = (await response.json().catch(() => ({}))) as ErrorPayload | MediaItem;
      if (!response.ok) {
        const error = (payload as ErrorPayload).error;
        const field = error?.details?.[0]?.field;
        throw new UploadError(
          response.status,
          error?.code ?? 'http_error',
          error?.message ?? `HTTP error ${response.status}`,
          field === 'file' || field === 'alt' ? field : undefined,
        );
      }
      return payload as MediaItem;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useUpdateAltText() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, altText }: { id: string; altText: string }) =>
      request<MediaItem>(`/api/admin/media/${id}`, { method: 'PATCH', body: { altText } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useDeleteMedia() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<void>(`/api/admin/media/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaList } from '~/shared/schemas/media';
import type { AdminArticle, ArticleInput } from '~/shared/schemas/transmission-articles';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

import { transmissionKeys } from './admin-transmission-api';

export const articleKeys = {
  all: [...transmissionKeys.all, 'articles'] as const,
  // The media library's own key (features/media): one cache for the pictures the editor
  // offers and the library shows.
  pictures: ['admin', 'media'] as const,
};

export function useArticlesQuery() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: articleKeys.all,
    queryFn: ({ signal }) =>
      request<{ articles: AdminArticle[] }>('/api/admin/transmission/articles', { signal }),
  });
}

export function useSaveArticle() {
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ArticleInput }) =>
      id
        ? request<AdminArticle>(`/api/admin/transmission/articles/${id}`, {
            method: 'PUT',
            body: input,
          })
        : request<AdminArticle>('/api/admin/transmission/articles', {
            method: 'POST',
            body: input,
          }),
    // The issue editor offers published articles: its overview changes too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: transmissionKeys.all }),
  });
}

/** The text rendered by the server, exactly as the article's page will show it. */
export function usePreviewArticle() {
  const request = useAuthorizedRequest();
  return useMutation({
    mutationFn: (bodyMarkdown: string) =>
      request<{ html: string }>('/api/admin/transmission/articles/preview', {
        method: 'POST',
        body: { bodyMarkdown },
      }),
  });
}

/** The media library's pictures, to choose a cover or insert one in the text. */
export function useMediaChoices() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: articleKeys.pictures,
    queryFn: ({ signal }) => request<MediaList>('/api/admin/media', { signal }),
  });
}

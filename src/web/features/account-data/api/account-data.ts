import { useMutation } from '@tanstack/react-query';
import type { AccountPassword } from '~/shared/schemas/account-data';
import { ApiError } from '~/web/lib/api-client';
import { useAuthorizedFetch, useAuthorizedRequest } from '~/web/lib/use-authorized-request';

/** The file name the server suggests, else a dated default. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'signal-studio-data.json';
}

/** Download my data: the server's JSON file, saved through a temporary link. */
export function useDownloadMyData() {
  const authorizedFetch = useAuthorizedFetch();
  return useMutation({
    mutationFn: async (body: AccountPassword) => {
      const response = await authorizedFetch('/api/account/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        const payload = (await response.json().catch(() => undefined)) as
          { error?: { code?: string; message?: string } } | undefined;
        throw new ApiError(
          response.status,
          payload?.error?.code ?? 'http_error',
          payload?.error?.message ?? `HTTP error ${response.status}`,
        );
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser the time to start the download before the address goes.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}

export function useDeleteMyAccount() {
  const request = useAuthorizedRequest();
  return useMutation({
    mutationFn: (body: AccountPassword) =>
      request<void>('/api/account/delete', { method: 'POST', body }),
  });
}

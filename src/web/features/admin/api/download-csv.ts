import { useCallback } from 'react';
import { useAuthorizedFetch } from '~/web/lib/use-authorized-request';

function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/**
 * An admin export needs the bearer token, which a plain link cannot carry, so the file is
 * fetched and handed to the browser as a download through an object URL.
 */
export function useDownloadCsv() {
  const authorizedFetch = useAuthorizedFetch();
  return useCallback(
    async (path: string, fallbackName: string) => {
      const response = await authorizedFetch(path);
      if (!response.ok) throw new Error(`HTTP error ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next tick: the click has started the download by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    [authorizedFetch],
  );
}

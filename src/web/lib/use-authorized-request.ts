import { useCallback } from 'react';
import { apiRequest } from './api-client';
import { useAccessToken } from './use-access-token';

type RequestOptions = Omit<NonNullable<Parameters<typeof apiRequest>[1]>, 'accessToken'>;

/**
 * The API client with the caller's current access token attached, for features that
 * call signed-in endpoints. The token is asked for on every call: the auth client
 * refreshes it first when it is about to expire.
 */
export function useAuthorizedRequest() {
  const getAccessToken = useAccessToken();
  return useCallback(
    async <T>(path: string, options: RequestOptions = {}): Promise<T> =>
      apiRequest<T>(path, { ...options, accessToken: await getAccessToken() }),
    [getAccessToken],
  );
}

/** A plain fetch with the bearer token, for responses that are not JSON (file downloads). */
export function useAuthorizedFetch() {
  const getAccessToken = useAccessToken();
  return useCallback(
    async (path: string, init: RequestInit = {}): Promise<Response> => {
      const headers = new Headers(init.headers);
      const token = await getAccessToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetch(path, { ...init, headers });
    },
    [getAccessToken],
  );
}

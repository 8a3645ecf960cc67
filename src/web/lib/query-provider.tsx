import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from './auth/auth-context';

/**
 * The one react-query cache of the signed-in app. It lives in the protected layout, not
 * the root, so pre-rendered marketing pages do not ship react-query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

/**
 * Provides the cache and empties it when the signed-in user changes or leaves the app
 * (sign-out unmounts this provider), so one person's clients or leads are never shown to
 * the next person who signs in on this browser.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const userId = useAuth().user?.id;
  useEffect(() => () => queryClient.clear(), [userId]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

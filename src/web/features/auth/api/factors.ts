import type { Factor } from '@supabase/auth-js';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '~/web/lib/auth/auth-context';
import { listFactors } from '~/web/lib/auth/two-factor';

export const factorKeys = { all: ['auth', 'factors'] as const };

/** The signed-in user's second factors (an authenticator app, verified or not). */
export function useFactors() {
  const { client } = useAuth();
  return useQuery({
    queryKey: factorKeys.all,
    queryFn: async (): Promise<Factor[]> => listFactors(await client()),
  });
}

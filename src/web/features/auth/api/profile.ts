import { profileSchema, type Profile } from '~/shared/schemas/auth';
import { apiRequest } from '~/web/lib/api-client';

export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: string | undefined) => [...profileKeys.all, userId] as const,
};

/** The caller's own profile (role included) from the server, never from the token. */
export async function fetchProfile(accessToken: string): Promise<Profile> {
  return profileSchema.parse(await apiRequest('/api/me', { accessToken }));
}

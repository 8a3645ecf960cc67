import { useSiteState } from '../../../lib/site-state';

/** The page's calls to action point at the registration card, which becomes the waitlist. */
export function useRegisterLabel(): string {
  return useSiteState()?.webinar.isOver ? 'Join the waitlist' : 'Reserve My Spot';
}

import { useSiteState } from '../../../lib/site-state';

/** The page's calls to action point at the registration card, which becomes the waitlist. */
export function useRegisterLabel(): string {
  return useSiteState()?.webinar.isOver ? 'Tell me about the next one' : 'Reserve My Spot';
}

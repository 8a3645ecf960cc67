import { useSiteState } from '~/web/lib/site-state';

/** The page's calls to action point at the registration card, which becomes the waitlist. */
export function useRegisterLabel(): string {
  return useSiteState()?.webinar.isOver ? 'Tell me about the next one' : 'Reserve My Spot';
}

/** The same call in the header, short enough to sit beside the logo on a 390 px phone. */
export function useHeaderRegisterLabel(): string {
  return useSiteState()?.webinar.isOver ? 'Notify me' : 'Reserve My Spot';
}

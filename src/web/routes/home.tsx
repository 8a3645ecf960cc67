import type { Route } from './+types/home';
import { FullHome } from '../features/marketing/home/full-home';
import { useAuth } from '../lib/auth/auth-context';
import { pageMeta } from '../lib/page-meta';

// Route meta runs without the studio's catalogue, so these descriptions name no product
// (the studio may rename them); the pages' own text does, from the catalogue.
const homeDescription =
  'Signal Studio turns a founder’s clarity into a brand, a platform and AI systems that grow with the business.';

/**
 * `/` and `/interactive` render the same full home page; the copy's canonical address is
 * the home page, so search engines list one of them.
 */
export const meta = ({ location }: Route.MetaArgs) =>
  location.pathname.startsWith('/interactive')
    ? pageMeta({
        title: 'The Interactive Signal Stack',
        description:
          'Explore the Signal Stack interactively: score your signal, find your path, unlock resources and book a session with Signal Studio.',
        path: '/',
      })
    : pageMeta({
        title: 'Signal Studio | Brand strategy, AI and custom software for founders',
        description: homeDescription,
        path: '/',
      });

export default function HomePage() {
  // Pre-rendered and hydrated as signed out ('loading'); the link appears once known.
  const isSignedIn = useAuth().status === 'signed-in';
  return <FullHome isSignedIn={isSignedIn} />;
}

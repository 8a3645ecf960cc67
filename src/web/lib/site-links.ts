import { defaultSiteLinks, type SiteLinks } from '~/shared/site-settings/default-links';
import { useSiteState } from './site-state';

/**
 * The booking links, contact addresses and social links the studio saved, the spec's
 * before (see `useSiteSettings`). For the many parts that show only links: they load
 * these defaults without the events' and offers'.
 */
export function useSiteLinks(): SiteLinks {
  return useSiteState()?.settings ?? defaultSiteLinks;
}

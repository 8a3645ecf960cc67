import { mailto } from '~/shared/external-links';
import { defaultSiteSettings } from '~/shared/site-settings/defaults';
import { useSiteLinks } from '~/web/lib/site-links';

/**
 * The dashboard's copy names the spec's default booking links and support address; this
 * swaps each for the one the studio configured in the site settings (strategy call for
 * the shared booking calendar), and leaves any other link as it is.
 */
export function useConfiguredLink(): (href: string) => string {
  const { booking, contacts } = useSiteLinks();
  const defaults = defaultSiteSettings;
  const replacements = new Map<string, string>([
    [defaults.booking.strategyCall, booking.strategyCall],
    [defaults.booking.supportCall, booking.supportCall],
    [mailto(defaults.contacts.support), mailto(contacts.support)],
    [defaults.contacts.support, contacts.support],
  ]);
  return (href) => replacements.get(href) ?? href;
}

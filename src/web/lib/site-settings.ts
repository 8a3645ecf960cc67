import type { SiteSettings } from '~/shared/schemas/site-settings';
import { defaultSiteSettings } from '~/shared/site-settings/defaults';
import { useSiteState } from './site-state';

/**
 * The studio's stored settings once they are known, the spec's defaults before (while
 * pre-rendering and hydrating): the pre-rendered HTML and the first client render agree,
 * and the page then follows the settings. Every public page reads this (its footer), so
 * it carries nothing but the defaults: the events shaped from the settings are in
 * `configured-events.ts`, for the pages that show them.
 */
export function useSiteSettings(): SiteSettings {
  return useSiteState()?.settings ?? defaultSiteSettings;
}

import { useMemo } from 'react';
import type { SparkSummit, WebinarSeries } from '../../shared/offers/events';
import type { SiteSettings } from '../../shared/schemas/site-settings';
import {
  configuredSummit,
  configuredWebinarSeries,
} from '../../shared/site-settings/configured-events';
import { defaultSiteSettings } from '../../shared/site-settings/defaults';
import { useSiteState } from './site-state';

/**
 * The studio's stored settings once they are known, the spec's defaults before (while
 * pre-rendering and hydrating): the pre-rendered HTML and the first client render agree,
 * and the page then follows the settings.
 */
export function useSiteSettings(): SiteSettings {
  return useSiteState()?.settings ?? defaultSiteSettings;
}

/** The configured summit edition in the shape the summit components read. */
export function useConfiguredSummit(): SparkSummit {
  const settings = useSiteSettings();
  return useMemo(() => configuredSummit(settings), [settings]);
}

/** The configured webinar series: sessions, schedule line and the summit finale. */
export function useConfiguredWebinarSeries(): WebinarSeries {
  const settings = useSiteSettings();
  return useMemo(() => configuredWebinarSeries(settings), [settings]);
}

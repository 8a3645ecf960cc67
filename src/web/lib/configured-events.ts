import { useMemo } from 'react';
import type { SparkSummit, WebinarSeries } from '~/shared/offers/events';
import {
  configuredSummit,
  configuredWebinarSeries,
} from '~/shared/site-settings/configured-events';
import { useSiteSettings } from './site-settings';

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

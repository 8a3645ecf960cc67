import { useEffect } from 'react';
import type { BrowserEventName } from '~/shared/analytics-events';
import { trackEvent } from './analytics';

/**
 * Reports `name` each time `state` changes to something truthy: a scorecard reaching its
 * result (true), a resource count growing (1, 2, …), the chat opening. One line at the
 * event's source.
 */
export function useTrackWhen(
  name: BrowserEventName,
  state: boolean | number | string | undefined,
): void {
  useEffect(() => {
    if (state) trackEvent(name);
  }, [name, state]);
}

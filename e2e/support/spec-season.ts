/**
 * A server clock inside the spec's season (the webinar series runs May 2-30, 2025 and
 * the summit is June 5, 2025, early bird until May 15): journeys that buy a summit seat
 * or register for the series as the spec describes start their server on this day.
 * With the real clock those events are over and the site closes them.
 */
export const specSeasonEnv = { CLOCK_START: '2025-04-25T12:00:00-05:00' } as const;

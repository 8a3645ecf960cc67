/**
 * The named events of first-party analytics (docs/analytics.md). Pure data, no zod: the
 * public pages' beacon imports it.
 */

/** Events a page reports through the beacon. */
export const browserEventNames = [
  'scorecard_completed',
  'path_filter_used',
  'resource_unlocked',
  'chat_opened',
  'buy_clicked',
] as const;

/**
 * Events only the server records, where they happen (a stored lead, a started checkout, a
 * verified payment), so a forged beacon cannot add a sale or a lead.
 */
export const serverEventNames = [
  'newsletter_signup',
  'webinar_signup',
  'lead_form_sent',
  'checkout_started',
  'purchase_completed',
  'call_booked',
] as const;

export type BrowserEventName = (typeof browserEventNames)[number];
export type ServerEventName = (typeof serverEventNames)[number];
export type AnalyticsEventName = BrowserEventName | ServerEventName;

/** The kind stored for a page view, beside the event names. */
export const pageViewKind = 'pageview';
export type BeaconKind = BrowserEventName | typeof pageViewKind;

/** The events that make a visitor a lead, for the funnel. */
export const leadEventNames: readonly AnalyticsEventName[] = [
  'lead_form_sent',
  'newsletter_signup',
  'webinar_signup',
  'call_booked',
];

/** Where the beacon posts. */
export const beaconPath = '/api/analytics/events';

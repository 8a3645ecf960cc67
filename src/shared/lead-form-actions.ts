/**
 * Where the public lead forms post when JavaScript is off (with it, they call the JSON
 * API). The server answers each with a small page; the hydrated forms never use these.
 */
export const leadFormActions = {
  webinar: '/forms/webinar-registration',
  newsletter: '/forms/newsletter',
  contact: '/forms/contact',
  waitlist: '/forms/waitlist',
  resourceCopy: '/forms/resource-copy',
} as const;

/** The field that tells the server which page the form was on, for its "back" link. */
export const returnToField = 'returnTo';

/**
 * The messages the public pages show, apart from the rest of `messages.ts` (which
 * includes them, so every message keeps its one name there): the app's and the admin's
 * messages are most of that file, and a public page loads a whole module for one string.
 * Public-page code imports this module; tests and the server may use either.
 */
export const publicMessages = {
  contact: {
    success: "Thank you for your interest! We'll be in touch soon.",
    failure: 'Failed to submit form. Please try again.',
  },
  newsletter: {
    success: 'Almost there: confirm with the link we just e-mailed you.',
    failure: 'Failed to subscribe. Please try again.',
  },
  resourceCopy: {
    success: 'Thanks! We will e-mail you a copy.',
    failure: 'We could not take your request. Please try again.',
    unknownResource: 'That resource does not exist.',
  },
  webinar: {
    missingFields: 'Please provide your name and email',
    success: 'Registration successful!',
    failure: 'Registration failed. Please try again.',
  },
  validation: {
    required: (field: string) => `${field} is required`,
    invalidEmail: 'Please enter a valid email address',
    tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
    invalidPhone: 'Please enter a valid phone number',
    unstorableText:
      'contains a character that cannot be saved (a NUL or an unpaired surrogate); please remove it',
  },
  checkout: {
    noSession: 'No active session found. Please sign in again.',
    failed: (reason: string) => `Failed to create checkout session: ${reason}`,
    failedFallback: 'Failed to create checkout session',
    scriptUnavailable: 'Failed to load Stripe',
    invalidPrice: 'Invalid price ID. Please contact support.',
    authentication: 'Authentication error. Please try logging in again.',
    network: 'Network error. Please check your connection and try again.',
    noResponse: 'No response received from checkout session creation',
    noUrl: 'No checkout URL received from the server',
  },
  // The events' state on the offer pages (issue 15): `messages.siteSettings` has them too.
  events: {
    summitOver: 'This Spark Summit has already taken place. Tickets are no longer on sale.',
    ticketSalesClosed: 'Ticket sales for the Spark Summit are closed.',
    earlyBirdOver: 'The early-bird price has ended. Please choose General Admission.',
    launchPriceOver:
      'The launch price has ended. The 24-hour business launch is now $4,949; please reload the page.',
    brandFuelSaleOver: 'The launch sale has ended. Kickstart is now $495; please reload the page.',
    webinarOver: 'The webinar series is over. Registration is closed.',
    membershipClosed:
      'Membership applications are closed for now. Please check back for the next cohort.',
    waitlistJoined: "You're on the waitlist. We'll e-mail you when the next edition opens.",
  },
  signOutFailure: 'Failed to sign out. Please try again.',
} as const;

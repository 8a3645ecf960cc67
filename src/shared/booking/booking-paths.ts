/**
 * The built-in booking pages of the seeded kinds of call (issue 34): the defaults of the
 * site's booking links, which the studio may point at an external calendar instead.
 */
export const bookingPaths = {
  discoveryCall: '/book/discovery-call',
  strategyCall: '/book/strategy-call',
  sparkSession: '/book/spark-session',
} as const;

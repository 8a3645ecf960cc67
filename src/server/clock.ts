/** What time the server believes it is. Event rules ask this, never `new Date()`. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock that reads `startAt` when the server starts and then runs at normal speed:
 * CLOCK_START lets a demo or an end-to-end test see the site as on another day. Every
 * process given the same value agrees within the seconds between their starts.
 */
export function clockStartingAt(startAt: Date, realNow: number = Date.now()): Clock {
  const offset = startAt.getTime() - realNow;
  return () => new Date(Date.now() + offset);
}

/**
 * How long the success page waits for a paid session's payment event, and how it spaces
 * its questions meanwhile: quickly at first (the event usually lands within a second),
 * then less often, so a slow provider is not asked a hundred times.
 */
export const statusWaitLimitMs = 30_000;
const firstDelayMs = 400;
const maxDelayMs = 5_000;

/** The pause before the next question, or undefined once the wait is over. */
export function nextPollDelay(attempt: number, elapsedMs: number): number | undefined {
  const remaining = statusWaitLimitMs - elapsedMs;
  if (remaining <= 0) return undefined;
  return Math.min(firstDelayMs * 2 ** attempt, maxDelayMs, remaining);
}

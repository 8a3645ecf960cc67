/** The journey page's tracker has five stages; the current one follows scroll progress. */
export const journeyStageCount = 5;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  viewportHeight: number;
}

/** How far down the page the reader is, from 0 (top) to 1 (bottom). */
export function scrollProgress({ scrollTop, scrollHeight, viewportHeight }: ScrollMetrics): number {
  const scrollable = scrollHeight - viewportHeight;
  // A page shorter than the window is read at a glance: treat it as read to the end.
  if (scrollable <= 0) return 1;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
}

/** Progress split into five equal bands: [0, 0.2) is stage 1 ... [0.8, 1] is stage 5. */
export function journeyStage(progress: number): number {
  if (!Number.isFinite(progress)) return 1;
  const stage = Math.floor(progress * journeyStageCount) + 1;
  return Math.min(journeyStageCount, Math.max(1, stage));
}

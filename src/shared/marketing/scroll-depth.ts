/**
 * Scroll depth, for Signal Resources: kept apart from the resources list so the home
 * page's first load can record depth without carrying the list.
 */

/**
 * How far down the page the visitor has scrolled, 0 to 100. A page that fits the window
 * counts as fully read; within two pixels of the bottom counts as the bottom, because
 * browsers report fractional offsets there.
 */
export function scrollDepthPercent(
  scrollTop: number,
  scrollHeight: number,
  viewportHeight: number,
): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  if (scrollTop >= scrollable - 2) return 100;
  return Math.max(0, Math.min(100, Math.floor((scrollTop / scrollable) * 100)));
}

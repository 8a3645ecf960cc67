import { useEffect, useRef } from 'react';

/**
 * Scrolls the returned element into view when `isShown` turns true (not on first render)
 * and it is not already wholly on screen: a result that appears below the fold, or under
 * the sticky header, is otherwise missed on a phone. The element's scroll margin (app.css
 * gives every `[id]` 5 rem) keeps it clear of the header.
 */
export function useScrollIntoViewOnAppear<Element extends HTMLElement>(isShown: boolean) {
  const elementRef = useRef<Element>(null);
  const wasShown = useRef(isShown);
  useEffect(() => {
    const hasAppeared = isShown && !wasShown.current;
    wasShown.current = isShown;
    const element = elementRef.current;
    if (!hasAppeared || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top >= 80 && bottom <= window.innerHeight) return;
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
  }, [isShown]);
  return elementRef;
}

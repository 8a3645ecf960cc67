import { useEffect, useRef } from 'react';

/**
 * Moves keyboard focus to the returned element whenever `key` changes (not on first
 * render), so after a step of a widget a keyboard or screen-reader user lands on the new
 * content instead of on a button that no longer exists.
 */
export function useFocusOnChange<Element extends HTMLElement>(key: unknown) {
  const elementRef = useRef<Element>(null);
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    elementRef.current?.focus();
  }, [key]);
  return elementRef;
}

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

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

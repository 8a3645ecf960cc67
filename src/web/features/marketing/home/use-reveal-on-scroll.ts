import { useEffect } from 'react';

/** Elements reveal when their top passes this far above the viewport bottom. */
const revealOffsetPx = 150;

/**
 * Fades `[data-reveal]` elements in as they scroll into view. Only elements off screen the
 * first time the observer reports them are hidden, so nothing on screen at load ever
 * flickers, and pre-rendered HTML without JavaScript shows everything.
 * Positions come from the observer rather than from reading layout in a loop, which
 * would force the browser to lay out the long page during hydration.
 *
 * The state lives in `data-reveal-state`, an attribute React does not manage, so
 * hydration leaves it alone. Visitors who prefer reduced motion get no animation at all.
 */
export function useRevealOnScroll(): void {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (typeof IntersectionObserver === 'undefined') return;

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target;
          if (entry.isIntersecting) {
            element.setAttribute('data-reveal-state', 'shown');
            observer.unobserve(element);
          } else if (!element.hasAttribute('data-reveal-state')) {
            const { top, bottom, height } = entry.boundingClientRect;
            // Off screen (or not laid out yet, which only happens off screen): hide it
            // until it scrolls in. On screen but in the bottom band: leave it be.
            const isOffScreen = height === 0 || top >= window.innerHeight || bottom <= 0;
            if (isOffScreen) element.setAttribute('data-reveal-state', 'hidden');
            else observer.unobserve(element);
          }
        }
      },
      { rootMargin: `0px 0px -${revealOffsetPx}px 0px` },
    );
    const track = (element: Element) => {
      if (!element.hasAttribute('data-reveal-state')) observer.observe(element);
    };

    document.querySelectorAll('[data-reveal]').forEach(track);
    // Sections rendered later (client-side navigation) join as they appear.
    const mutations = new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches('[data-reveal]')) track(node);
          node.querySelectorAll('[data-reveal]').forEach(track);
        });
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);
}

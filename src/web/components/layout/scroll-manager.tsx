import { useEffect } from 'react';
import { useLocation } from 'react-router';

function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Every path change starts at the top; a hash in the URL smooth-scrolls to the element
 * with that id, opening any <details> it sits in. The target may render a moment later
 * (lazy sections), so it is retried.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    let timer = 0;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) {
        // A target inside a fold (the home page's sections on a phone) opens it first.
        for (
          let fold = target.closest('details');
          fold;
          fold = fold.parentElement?.closest('details') ?? null
        )
          fold.open = true;
        target.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
      } else if (attempts < 20) {
        attempts += 1;
        timer = window.setTimeout(scrollToTarget, 50);
      }
    };
    scrollToTarget();
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}

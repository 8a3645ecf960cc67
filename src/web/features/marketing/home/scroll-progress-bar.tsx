import { useEffect, useRef } from 'react';

/**
 * The thin bar along the top of the home page showing how far the visitor has read. It is
 * written straight to the DOM once per frame: re-rendering React on every scroll event
 * would cost far more than the bar is worth.
 */
export function ScrollProgressBar() {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      const fraction = scrollable > 0 ? Math.min(1, window.scrollY / scrollable) : 1;
      if (barRef.current) barRef.current.style.transform = `scaleX(${fraction})`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // Starts empty at the top without reading the long page's layout during hydration; a
    // page opened scrolled (a #hash) measures at once.
    if (window.scrollY > 0) onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 bg-ink-900/80">
      <div
        ref={barRef}
        data-testid="scroll-progress"
        className="h-full origin-left bg-gradient-to-r from-signal-500 via-signal-400 to-pulse-400"
        style={{ transform: 'scaleX(0)' }}
      />
    </div>
  );
}

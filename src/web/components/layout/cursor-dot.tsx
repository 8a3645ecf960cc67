import { useEffect, useRef } from 'react';
import { useMediaQuery } from '~/web/lib/use-media-query';

/**
 * A small dot that follows the mouse. Only for fine pointers (not touch) and only when
 * the visitor has not asked for reduced motion; it never takes pointer events.
 */
export function CursorDot() {
  const dotRef = useRef<HTMLDivElement>(null);
  const isEnabled = useMediaQuery('(pointer: fine) and (prefers-reduced-motion: no-preference)');

  useEffect(() => {
    if (!isEnabled) return;
    let frame = 0;
    const move = (event: MouseEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const dot = dotRef.current;
        if (dot)
          dot.style.transform = `translate3d(${event.clientX - 4}px, ${event.clientY - 4}px, 0)`;
      });
    };
    window.addEventListener('mousemove', move, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('mousemove', move);
    };
  }, [isEnabled]);

  if (!isEnabled) return null;
  return (
    <div
      ref={dotRef}
      aria-hidden="true"
      data-testid="cursor-dot"
      className="pointer-events-none fixed left-0 top-0 z-50 size-2 rounded-full bg-signal-400 mix-blend-screen"
      style={{ transform: 'translate3d(-20px, -20px, 0)' }}
    />
  );
}

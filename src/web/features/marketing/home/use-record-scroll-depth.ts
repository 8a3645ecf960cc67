import { useEffect } from 'react';
import { recordScrollDepth } from './deepest-scroll-depth';

/** Records the deepest scroll depth once per frame while the visitor scrolls. */
export function useRecordScrollDepth(): void {
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          recordScrollDepth();
        });
    };
    if (window.scrollY > 0) onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
}

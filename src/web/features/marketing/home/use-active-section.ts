import { useEffect, useState } from 'react';

/** A section counts as current once its top is within this distance of the viewport top. */
const activeOffsetPx = 300;

/** The id of the section being read: the last one whose top has passed the offset line. */
export function useActiveSection(sectionIds: readonly string[]): string | undefined {
  const [activeId, setActiveId] = useState<string | undefined>(sectionIds[0]);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current: string | undefined = sectionIds[0];
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top - activeOffsetPx <= 0) current = id;
      }
      setActiveId(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // At the top the hero is current without measuring: reading the long page's layout
    // during hydration would slow the first load. A page opened scrolled (a #hash) measures.
    if (window.scrollY > 0) onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [sectionIds]);

  return activeId;
}

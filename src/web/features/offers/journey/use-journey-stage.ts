import { useBrowserStore } from '~/web/lib/use-browser-store';
import { journeyStage, scrollProgress } from '~/shared/offers/journey-stage';

function subscribe(onChange: () => void): () => void {
  let frame = 0;
  // One reading per animation frame, however many scroll events the browser sends.
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(onChange);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}

function currentStage(): number {
  const root = document.documentElement;
  return journeyStage(
    scrollProgress({
      scrollTop: window.scrollY,
      scrollHeight: root.scrollHeight,
      viewportHeight: window.innerHeight,
    }),
  );
}

/** The journey stage (1 to 5) from how far the page is scrolled; 1 when pre-rendered. */
export function useJourneyStage(): number {
  return useBrowserStore(subscribe, currentStage, 1);
}

import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default browser entry, except that hydration waits for the browser to
 * paint the pre-rendered page first. When the scripts arrive quickly (cached, or a fast
 * network) but the CPU is slow, starting hydration at once keeps the main thread busy and
 * the page blank for hundreds of milliseconds although its HTML and CSS are all there.
 * requestAnimationFrame runs just before the next paint (after the stylesheet, which
 * blocks rendering); the task it queues runs after that paint.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A tab opened in the background paints nothing, and its animation frames never come.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();

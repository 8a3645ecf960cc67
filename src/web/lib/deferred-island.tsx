import {
  Suspense,
  lazy,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { isMountingIntoPrerenderedHtml } from './use-is-hydrated';

/**
 * A page part whose code loads only when it comes near the viewport.
 *
 * Pre-rendering waits for every island, so the HTML holds all content (JavaScript off,
 * search engines). In the browser the island first hydrates as an opaque wrapper whose
 * pre-rendered HTML React leaves alone (an element with `dangerouslySetInnerHTML` is not
 * compared during hydration in production), so the first load carries only the code for
 * what is on screen. Near the viewport its code loads and React renders the live part in
 * place of that identical HTML, keeping keyboard focus where it was.
 *
 * Not a dehydrated Suspense boundary kept waiting: React turns those into client-rendered
 * fallbacks as soon as any context above changes (the auth state, the router location).
 */
export interface DeferredIsland {
  (): React.JSX.Element;
  /** Loads the island's code now; resolves when it can render without waiting. */
  preload(): Promise<void>;
}

/** How far outside the viewport an island starts loading, so it is live on arrival. */
const loadMargin = '600px 0px';
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

let engaged: Promise<void> | undefined;

/**
 * Resolves once the visitor scrolls, types, taps or clicks (at once if the page opened
 * scrolled, at a #hash). Islands below the first screen only start watching the viewport
 * then: a visitor who never scrolls never downloads them.
 */
function whenVisitorEngages(): Promise<void> {
  engaged ??= new Promise((resolve) => {
    if (window.scrollY > 0) return resolve();
    const events = ['scroll', 'keydown', 'pointerdown', 'touchstart', 'wheel'] as const;
    const done = () => {
      events.forEach((event) => window.removeEventListener(event, done));
      resolve();
    };
    events.forEach((event) => window.addEventListener(event, done, { passive: true }));
  });
  return engaged;
}

function focusedIndex(container: Element | null): number {
  const active = document.activeElement;
  if (!container || !active || !container.contains(active)) return -1;
  return [...container.querySelectorAll(focusable)].indexOf(active);
}

/**
 * @param name names the wrapper (`data-island`), for tests and debugging
 * @param load the dynamic import of a module whose default export is the island
 */
export function deferredIsland(
  name: string,
  load: () => Promise<{ default: ComponentType }>,
): DeferredIsland {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module.default;
    }));
  // Server rendering (and the rare client render before `preload` finished) suspends here.
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Island() {
    const [isStatic, setIsStatic] = useState(
      () => typeof window !== 'undefined' && isMountingIntoPrerenderedHtml(),
    );
    const wrapperRef = useRef<HTMLDivElement>(null);
    const focusToRestore = useRef(-1);

    useEffect(() => {
      const wrapper = wrapperRef.current;
      const content = wrapper?.firstElementChild;
      if (!isStatic || !wrapper) return;
      let isCancelled = false;
      const goLive = () => {
        observer?.disconnect();
        wrapper.removeEventListener('focusin', goLive);
        void preload().then(() => {
          if (isCancelled) return;
          focusToRestore.current = focusedIndex(wrapper);
          setIsStatic(false);
        });
      };
      const observer =
        content && typeof IntersectionObserver !== 'undefined'
          ? new IntersectionObserver(
              (entries) => entries.some((entry) => entry.isIntersecting) && goLive(),
              { rootMargin: loadMargin },
            )
          : undefined;
      if (observer && content)
        void whenVisitorEngages().then(() => !isCancelled && observer.observe(content));
      else goLive();
      // A keyboard user tabbing in gets the live version at once.
      wrapper.addEventListener('focusin', goLive);
      return () => {
        isCancelled = true;
        observer?.disconnect();
        wrapper.removeEventListener('focusin', goLive);
      };
    }, [isStatic]);

    useLayoutEffect(() => {
      if (isStatic || focusToRestore.current < 0) return;
      const index = focusToRestore.current;
      focusToRestore.current = -1;
      // Only focus that the swap itself dropped (it fell back to <body>) comes back; a
      // visitor who tabbed on meanwhile keeps the focus where they put it.
      if (document.activeElement && document.activeElement !== document.body) return;
      wrapperRef.current?.querySelectorAll<HTMLElement>(focusable)[index]?.focus();
    }, [isStatic]);

    if (isStatic)
      return (
        <div
          ref={wrapperRef}
          data-island={name}
          className="contents"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      );
    const Loaded = loaded;
    return (
      <div
        ref={wrapperRef}
        data-island={name}
        // Marks a wrapper React renders live; the pre-rendered HTML (which hydration leaves
        // as it is) must not carry it, or the static wrapper would claim to be live.
        data-live={typeof window === 'undefined' ? undefined : ''}
        className="contents"
      >
        {Loaded ? (
          <Loaded />
        ) : (
          <Suspense fallback={null}>
            <Lazy />
          </Suspense>
        )}
      </div>
    );
  }
  Island.preload = () => preload().then(() => undefined);
  return Island;
}

const everyIsland = new WeakMap<readonly DeferredIsland[], Promise<void>>();

/**
 * On a client-side navigation there is no pre-rendered HTML to show, so the page waits,
 * inside the router's transition, until every island can render, then appears whole and a
 * hash in the URL scrolls to the right place. Hydration of pre-rendered HTML never waits.
 */
export function useIslandsOnClientNavigation(islands: readonly DeferredIsland[]): void {
  const [mustWait] = useState(() => !isMountingIntoPrerenderedHtml());
  if (!mustWait) return;
  let ready = everyIsland.get(islands);
  if (!ready) {
    ready = Promise.all(islands.map((island) => island.preload())).then(() => undefined);
    everyIsland.set(islands, ready);
  }
  use(ready);
}

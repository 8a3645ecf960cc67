import { useBrowserStore } from './use-browser-store';

/** Whether a media query matches; false while pre-rendering and hydrating. */
export function useMediaQuery(query: string): boolean {
  return useBrowserStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    false,
  );
}

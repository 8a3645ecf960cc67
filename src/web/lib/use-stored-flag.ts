import { useCallback } from 'react';
import { useBrowserStore } from './use-browser-store';

const localListeners = new Set<() => void>();

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * A true/false flag kept in localStorage, shared by every component that reads it and
 * followed across tabs. Pre-rendered HTML reads it as `serverValue`.
 */
export function useStoredFlag(key: string, serverValue: boolean): [boolean, () => void] {
  const value = useBrowserStore(
    (onChange) => {
      localListeners.add(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        localListeners.delete(onChange);
        window.removeEventListener('storage', onChange);
      };
    },
    () => read(key),
    serverValue,
  );
  const set = useCallback(() => {
    try {
      window.localStorage.setItem(key, 'true');
    } catch {
      // Storage can be blocked (private mode); the flag then holds for this page only.
    }
    localListeners.forEach((listener) => listener());
  }, [key]);
  return [value, set];
}

import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner on the critical path. sonner's `toast` and `Toaster` live in one
 * module (about 8 KB compressed), so importing `toast` from 'sonner' puts all of it on
 * the page. Every screen calls this facade instead (toast.test.ts checks that nothing
 * else imports sonner): the first toast loads sonner, shows the toast, and the root's
 * <LazyToaster> mounts sonner's <Toaster> as soon as the module is there. sonner replays
 * the toasts still active when a toaster subscribes, so the first toast is not lost.
 */
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const loadListeners = new Set<(module: Sonner) => void>();

/** Loads sonner once (again after a failed load) and tells the toaster it is there. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then(
    (module) => {
      loaded = module;
      for (const listener of loadListeners) listener(module);
      return module;
    },
    (error: unknown) => {
      sonner = undefined;
      throw error;
    },
  );
  return sonner;
}

/** Calls `listener` once sonner is loaded (at once if it already is); returns an unsubscribe. */
export function onSonnerLoaded(listener: (module: Sonner) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

type ToastKind = 'message' | 'success' | 'error' | 'info' | 'warning';

function show(kind: ToastKind, message: string, data?: ExternalToast): void {
  loadSonner().then(
    ({ toast }) => {
      if (kind === 'message') toast(message, data);
      else toast[kind](message, data);
    },
    (error: unknown) => {
      // The chunk could not be fetched (offline, a deploy in between): the message must
      // still reach the visitor somehow.
      console.error('Could not load the toast library', error);
      if (kind === 'error' || kind === 'warning') window.alert(message);
    },
  );
}

/** sonner's `toast` calls used by the app, same arguments; they return nothing. */
export const toast = Object.assign(
  (message: string, data?: ExternalToast) => show('message', message, data),
  {
    success: (message: string, data?: ExternalToast) => show('success', message, data),
    error: (message: string, data?: ExternalToast) => show('error', message, data),
    info: (message: string, data?: ExternalToast) => show('info', message, data),
    warning: (message: string, data?: ExternalToast) => show('warning', message, data),
  },
);

import { useEffect, useRef } from 'react';
import { useAuth } from './auth/auth-context';
import { realtimeConnection, type RealtimeListener } from './realtime-client';

/**
 * Listens to the tab's realtime stream while signed in. The listener may change on every
 * render; the stream stays open (one per tab, whoever listens).
 */
export function useRealtime(listener: RealtimeListener): void {
  const { status, getAccessToken } = useAuth();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (status !== 'signed-in') return;
    realtimeConnection.setTokenSource(getAccessToken);
    return realtimeConnection.subscribe({
      onChange: (change) => latest.current.onChange(change),
      onResync: (since) => latest.current.onResync(since),
    });
  }, [status, getAccessToken]);
}

import { useCallback, useEffect, useState } from 'react';
import { fetchKindSlots, type KindSlots } from './bookings';
import { dateSpan } from '../slot-days';

export type SlotsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: KindSlots };

/** A kind and its free times for the coming weeks, reloadable after a "just taken". */
export function useKindSlots(slug: string): { state: SlotsState; reload: () => void } {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    const { from, to } = dateSpan(new Date(), 60);
    fetchKindSlots(slug, from, to).then(
      (data) => isCurrent && setState({ status: 'ready', data }),
      (error: unknown) =>
        isCurrent &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : 'Could not load the free times.',
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [slug, version]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { state, reload };
}

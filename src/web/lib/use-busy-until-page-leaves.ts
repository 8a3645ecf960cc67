import { useEffect, useState } from 'react';

/**
 * The busy flag of a button that sends the browser to another page (a checkout): it stays
 * set until the page has gone. Back from that page can restore this one from memory
 * (the back/forward cache) with the flag still set, so a restored page shows ready again.
 */
export function useBusyUntilPageLeaves(): [boolean, (isBusy: boolean) => void] {
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    const resetOnRestore = (event: PageTransitionEvent) => {
      if (event.persisted) setIsBusy(false);
    };
    window.addEventListener('pageshow', resetOnRestore);
    return () => window.removeEventListener('pageshow', resetOnRestore);
  }, []);
  return [isBusy, setIsBusy];
}

import { useEffect, useState } from 'react';

/** Seconds left of a cool-down started by the returned function; ticks once a second. */
export function useCooldown(seconds: number): [number, () => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = () => {
    const started = Date.now();
    setNow(started);
    setUntil(started + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}

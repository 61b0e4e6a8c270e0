import { useEffect, useState } from 'react';

const nowUnix = () => Date.now() / 1000;

/**
 * The current time in (fractional) unix seconds, re-read every second until `untilSeconds` has passed (a
 * countdown); null stops the clock.
 */
export function useNowSeconds(untilSeconds: number | null): number {
  const [nowSeconds, setNowSeconds] = useState(nowUnix);
  useEffect(() => {
    if (untilSeconds === null) {
      return;
    }
    const timer = setInterval(() => {
      const now = nowUnix();
      setNowSeconds(now);
      if (now >= untilSeconds) {
        clearInterval(timer);
      }
    }, 1_000);
    return () => clearInterval(timer);
  }, [untilSeconds]);
  return nowSeconds;
}

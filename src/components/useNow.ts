import { useEffect, useState } from 'react';

export interface ClockOptions {
  /** How often the clock is re-read, in ms; null stops it (the last reading stays). */
  everyMs: number | null;
  /** The clock stops once it has read this moment (epoch ms): the end of a countdown. */
  untilMs?: number | null;
}

/**
 * The one clock of the app: the current time, re-read every `everyMs` so relative times,
 * countdowns and expiries stay true. The Date is the same object between readings, so it can be
 * handed to memoised rows. Convert with `getTime()` or `unixSeconds` from lib/time.
 */
export function useNow({ everyMs, untilMs = null }: ClockOptions): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (everyMs === null) {
      return;
    }
    const timer = setInterval(() => {
      const reading = new Date();
      setNow(reading);
      if (untilMs !== null && reading.getTime() >= untilMs) {
        clearInterval(timer);
      }
    }, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, untilMs]);
  return now;
}

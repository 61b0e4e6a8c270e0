/** Time in the formats LNbits (Python) writes: `isoformat()` with microseconds dropped when zero. */

let lastUs = 0;

/** Microseconds since the epoch, strictly increasing within this process. */
export function nowUs(): number {
  const wall = Date.now() * 1000 + Math.floor((performance.now() % 1) * 1000);
  lastUs = wall > lastUs ? wall : lastUs + 1;
  return lastUs;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The time a sandbox decides invoice expiry by: real time, moved forward on request so that a
 * test proves an expiry without sleeping through it (see `POST /sandbox/clock/advance`).
 */
export class SandboxClock {
  private offsetSeconds = 0;

  nowSeconds(): number {
    return nowSeconds() + this.offsetSeconds;
  }

  /** How far this clock is ahead of real time. */
  get aheadSeconds(): number {
    return this.offsetSeconds;
  }

  /** Moves the clock forward; it never goes back, as time does not. */
  advance(seconds: number): void {
    if (!Number.isInteger(seconds) || seconds < 0) {
      throw new RangeError(`the clock moves forward by whole seconds, not ${seconds}`);
    }
    this.offsetSeconds += seconds;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function isoParts(date: Date, utc: boolean): string {
  const y = utc ? date.getUTCFullYear() : date.getFullYear();
  const mo = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
  const d = utc ? date.getUTCDate() : date.getDate();
  const h = utc ? date.getUTCHours() : date.getHours();
  const mi = utc ? date.getUTCMinutes() : date.getMinutes();
  const s = utc ? date.getUTCSeconds() : date.getSeconds();
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** `2026-03-20T10:41:02.512345+00:00`, or `2026-03-20T10:41:02+00:00` when microseconds are 0. */
export function isoUtcFromUs(us: number): string {
  const micros = us % 1_000_000;
  const base = isoParts(new Date(Math.floor(us / 1000)), true);
  return micros === 0 ? `${base}+00:00` : `${base}.${pad(micros, 6)}+00:00`;
}

export function isoUtcFromSeconds(seconds: number): string {
  return isoUtcFromUs(seconds * 1_000_000);
}

/**
 * The naive local-time form LNbits returns for `expiry` right after creating or paying an
 * invoice (it comes from `datetime.fromtimestamp` in the bolt11 library).
 */
export function naiveLocalFromSeconds(seconds: number): string {
  return isoParts(new Date(seconds * 1000), false);
}

/** Parses the ISO datetimes LNbits filters accept; returns microseconds or null. */
export function parseIsoToUs(value: string): number | null {
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(ms) ? null : ms * 1000;
}

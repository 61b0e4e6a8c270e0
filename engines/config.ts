/** Settings every part of the engines suite shares. */

/** The phone the journeys run on (an iPhone 12–15's CSS viewport). */
export const VIEWPORT = { width: 390, height: 844 } as const;

/** The longest one driver command may take before the journey fails (a hung browser). */
export const COMMAND_TIMEOUT_MS = 60_000;

/** How long a wait for something on screen lasts before it fails. */
export const WAIT_TIMEOUT_MS = 15_000;

/** Rejects with `what` when `promise` has not settled within `ms`. */
export function withTimeout<T>(what: string, ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

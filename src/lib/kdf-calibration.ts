// Fitting the app lock's scrypt cost to the device that sets the PIN: as slow as the person will
// wait for each unlock (about half a second to a second), within the memory a phone's browser
// gives a tab. Each guess of someone who copied the storage costs the same work (on their own
// hardware), so the slower the phone allows, the longer a copy takes to crack. Pure: the caller
// passes the probe that runs and times scrypt, so tests need no clock.
import { PIN_KDF, PIN_KDF_LIMITS, scryptMemoryBytes, scryptWork } from './secret-box';
import type { KdfLimits, ScryptParams } from './secret-box';

export interface CalibrationOptions {
  /** How long one unlock may take on this device. */
  targetMs: number;
  /** What is timed first: cheap enough for any phone, costly enough to time well. */
  probe: ScryptParams;
  /** Never below this, however slow the device (what a PIN cost before calibration). */
  floor: ScryptParams;
  limits: KdfLimits;
}

export const PIN_CALIBRATION: CalibrationOptions = {
  targetMs: 600,
  probe: { N: 2 ** 14, r: 8, p: 1 },
  floor: PIN_KDF,
  limits: PIN_KDF_LIMITS,
};

/** Runs scrypt with these parameters once and says how long it took, in ms. */
export type ScryptProbe = (params: ScryptParams) => Promise<number>;

/**
 * The parameters for a new PIN: memory first (up to the limit, the part a graphics card pays for
 * most), then rounds one after another (p) to the nearest of the target time: within two thirds
 * and one and a half times it. Never below the floor, never beyond the limits.
 */
export async function calibrateScrypt(
  probe: ScryptProbe,
  options: CalibrationOptions = PIN_CALIBRATION,
): Promise<ScryptParams> {
  const { floor, limits, targetMs } = options;
  // Timed twice, the faster taken: a phone busy for a moment (another tab, a page loading) would
  // otherwise choose a cost too low for all the time after.
  const probeMs = Math.min(await probe(options.probe), await probe(options.probe));
  // ms per unit of work (N · r · p); a probe too quick to time counts as 0.1 ms.
  const msPerWork = Math.max(probeMs, 0.1) / scryptWork(options.probe);
  const budget = targetMs / msPerWork;
  const r = floor.r;
  let N = floor.N;
  // Memory before rounds: a doubled N is taken as long as it is no more than the half-again
  // that rounding p may give anyway (so never N = 2^15 with p = 2 where N = 2^16 would do).
  while (
    scryptMemoryBytes({ N: N * 2, r, p: 1 }) <= limits.maxMemoryBytes &&
    N * 2 * r <= budget * 1.5
  ) {
    N *= 2;
  }
  const maxP = Math.max(1, Math.floor(limits.maxWork / (N * r)));
  const p = Math.min(maxP, Math.max(floor.p, Math.round(budget / (N * r))));
  return { N, r, p };
}

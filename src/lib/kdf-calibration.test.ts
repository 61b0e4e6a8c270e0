import { describe, expect, it } from 'vitest';
import { PIN_CALIBRATION, calibrateScrypt } from './kdf-calibration';
import type { ScryptProbe } from './kdf-calibration';
import { PIN_KDF, PIN_KDF_LIMITS, isScryptParams, scryptMemoryBytes } from './secret-box';
import type { ScryptParams } from './secret-box';

/** A device on which scrypt takes `msPerMiB` for each MiB of N · r · p · 128 (no clock read). */
function device(msPerMiB: number): { probe: ScryptProbe; probed: ScryptParams[] } {
  const probed: ScryptParams[] = [];
  return {
    probed,
    probe: async (params) => {
      probed.push(params);
      return ((128 * params.N * params.r * params.p) / 2 ** 20) * msPerMiB;
    },
  };
}

const timeOn = (params: ScryptParams, msPerMiB: number) =>
  ((128 * params.N * params.r * params.p) / 2 ** 20) * msPerMiB;

/** Within two thirds and one and a half times the target, as rounding p allows. */
const near = (ms: number) =>
  ms >= (PIN_CALIBRATION.targetMs * 2) / 3 && ms <= PIN_CALIBRATION.targetMs * 1.5;

describe('calibrateScrypt', () => {
  it('times a cheap probe, then fills memory before adding rounds', async () => {
    // 5 ms per MiB: 32 MiB (today's PIN) takes 160 ms, so there is room for more.
    const fast = device(5);
    const params = await calibrateScrypt(fast.probe);
    expect(fast.probed).toEqual([PIN_CALIBRATION.probe, PIN_CALIBRATION.probe]);
    expect(scryptMemoryBytes(params)).toBe(PIN_KDF_LIMITS.maxMemoryBytes);
    expect(params).toEqual({ N: 2 ** 16, r: 8, p: 2 });
    expect(near(timeOn(params, 5))).toBe(true);
  });

  it('adds rounds on a faster device, up to the target and within the limits', async () => {
    const params = await calibrateScrypt(device(1).probe);
    expect(params).toEqual({ N: 2 ** 16, r: 8, p: 9 });
    expect(near(timeOn(params, 1))).toBe(true);
    // A device too fast to time: the most the limits allow, never more.
    const fastest = await calibrateScrypt(device(0).probe);
    expect(fastest).toEqual({ N: 2 ** 16, r: 8, p: 16 });
    expect(isScryptParams(fastest, PIN_KDF_LIMITS)).toBe(true);
  });

  it('takes the faster of two timings: a moment of load does not lower the cost for good', async () => {
    const timings = [400, 40];
    const params = await calibrateScrypt(async () => timings.shift()!);
    // 40 ms for 16 MiB is 2.5 ms per MiB: 64 MiB, and rounds to about 0.6 s.
    expect(params).toEqual({ N: 2 ** 16, r: 8, p: 4 });
  });

  it('takes more memory rather than two rounds of less', async () => {
    // 11 ms per MiB: 32 MiB twice or 64 MiB once are both about 0.7 s; memory is what costs a
    // graphics card most.
    expect(await calibrateScrypt(device(11).probe)).toEqual({ N: 2 ** 16, r: 8, p: 1 });
  });

  it('never goes below the floor on a slow device', async () => {
    // 40 ms per MiB: even 32 MiB takes 1.3 s; the floor holds anyway.
    expect(await calibrateScrypt(device(40).probe)).toEqual(PIN_KDF);
  });
});

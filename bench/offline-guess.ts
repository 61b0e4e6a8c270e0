/**
 * `npx tsx bench/offline-guess.ts [--kdf N,r,p]… [--runs N]`: what it costs someone who copied
 * this app's storage to guess the app lock's secret offline, for the README's "Keys at rest".
 *
 * Each guess is one scrypt run with the parameters in the stored record. Measured here: Node's
 * native scrypt (OpenSSL, what an attacker would use on a CPU) and @noble/hashes' scrypt (the
 * code the app runs), the minimum of `--runs` runs each (the machine is shared: the fastest run is
 * the one least disturbed, and the attacker's machine is not shared). The graphics-card figure is
 * an estimate, not a measurement: scrypt is bound by memory traffic, and each guess writes and
 * reads its 128 · N · r bytes once per p (2 · 128 · N · r · p bytes), so a card moving
 * GPU_BYTES_PER_S can try about that many bytes' worth of guesses a second, at best.
 *
 * Default parameters: the lock's floor (the cost of every PIN before calibration) and what the
 * calibration chooses on a fast device (64 MiB, p rounds to reach the target).
 */
import { scryptSync } from 'node:crypto';
import { parseArgs } from 'node:util';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { guessesToTry } from '../src/lib/lock-secret.ts';
import type { SecretKind } from '../src/lib/lock-secret.ts';
import { PIN_KDF, scryptMemoryBytes } from '../src/lib/secret-box.ts';
import type { ScryptParams } from '../src/lib/secret-box.ts';

/** A current high-end graphics card's memory bandwidth (about 1 TB/s). */
const GPU_BYTES_PER_S = 1e12;

const { values: options } = parseArgs({
  options: {
    kdf: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
  },
});
const RUNS = Math.max(1, Number(options.runs));
const params: ScryptParams[] = options.kdf?.map((text) => {
  const [N, r, p] = text.split(',').map(Number);
  return { N: N!, r: r!, p: p! };
}) ?? [PIN_KDF, { N: 2 ** 16, r: 8, p: 2 }];

async function fastestMs(run: () => unknown): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

function duration(seconds: number): string {
  const units: [number, string][] = [
    [365.25 * 86_400, 'years'],
    [86_400, 'days'],
    [3_600, 'hours'],
    [60, 'minutes'],
    [1, 'seconds'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size) {
      const value = seconds / size;
      return `${value >= 100 ? value.toExponential(1) : value.toFixed(1)} ${name}`;
    }
  }
  return `${seconds.toFixed(2)} seconds`;
}

const salt = Buffer.alloc(16, 7);
const KINDS: SecretKind[] = ['pin', 'long-pin', 'passphrase'];
for (const kdf of params) {
  const memory = scryptMemoryBytes(kdf);
  const nativeMs = await fastestMs(() =>
    scryptSync('246810', salt, 32, { ...kdf, maxmem: 2 * memory + 2 ** 20 }),
  );
  const nobleMs = await fastestMs(() =>
    scryptAsync(new TextEncoder().encode('246810'), salt, { ...kdf, dkLen: 32 }),
  );
  const gpuGuessesPerS = GPU_BYTES_PER_S / (2 * memory * kdf.p);
  console.log(
    `scrypt N=2^${Math.log2(kdf.N)} r=${kdf.r} p=${kdf.p} (${memory / 2 ** 20} MiB): ` +
      `${nativeMs.toFixed(0)} ms a guess with Node's scrypt, ${nobleMs.toFixed(0)} ms with ` +
      `@noble/hashes; graphics card (estimate) ~${Math.round(gpuGuessesPerS)} guesses/s`,
  );
  for (const kind of KINDS) {
    const guesses = guessesToTry(kind);
    console.log(
      `  ${kind.padEnd(10)} ${guesses.toExponential(1)} guesses: every one on one CPU core ` +
        `${duration((guesses * nativeMs) / 1000)}; on a graphics card ~${duration(guesses / gpuGuessesPerS)}`,
    );
  }
}

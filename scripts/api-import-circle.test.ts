// `src/api/core.ts` and `src/api/lnurl.ts` used to import each other (a payment's `lnurl_withdraw`
// type one way, the pay timeout the other). The timeout lives below both now, in http.ts; this
// keeps the two from growing a circle again, type imports included.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every module specifier a file names, type-only imports and re-exports included. */
function specifiers(file: string): string[] {
  const text = readFileSync(`${ROOT}/${file}`, 'utf8');
  return [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
}

describe('src/api', () => {
  it('lnurl.ts builds on core.ts’s neighbours, not on core.ts (no circle)', () => {
    expect(specifiers('src/api/core.ts')).toContain('./lnurl');
    expect(
      specifiers('src/api/lnurl.ts').filter((s) => s === './core' || s === '@/api/core'),
    ).toEqual([]);
  });
});

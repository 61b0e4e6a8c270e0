// The module aliases that put the app on Preact's React-compatible runtime (~10 KB gzip instead
// of React DOM's ~60 KB). `vite build` applies them, so they are what ships; the "preact" Vitest
// project applies the same list, so the tests that render components run on what ships too.
import type { Alias } from 'vite';

export const PREACT_COMPAT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // Only @testing-library/react loads it (for `act`, which React 19 exports from 'react' and
  // preact/compat does not): the built app never imports it.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** The environment variable that builds the app on React itself: `POCKETBITS_RUNTIME=react`. */
export const RUNTIME_VARIABLE = 'POCKETBITS_RUNTIME';

/**
 * The aliases `vite build` applies: preact/compat's unless the environment asks for React (to
 * tell a runtime difference from a bug of the app's own, or to measure what Preact saves). A
 * React build is refused by the end-to-end suite (scripts/check-dist.mjs), which tests what ships.
 */
export function buildRuntimeAliases(env: Record<string, string | undefined>): Alias[] {
  const runtime = env[RUNTIME_VARIABLE] ?? 'preact';
  if (runtime === 'react') {
    return [];
  }
  if (runtime !== 'preact') {
    throw new Error(`${RUNTIME_VARIABLE} is "${runtime}": use "preact" (the default) or "react".`);
  }
  return PREACT_COMPAT_ALIASES;
}

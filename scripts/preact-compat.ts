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

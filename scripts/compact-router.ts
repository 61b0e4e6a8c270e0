// The alias that puts the app on src/compact-router (the part of react-router-dom it uses, ~2 KB
// gzip instead of ~12 KB). `vite build` applies it, so it is what ships; the "preact" Vitest
// project applies it too, so the component tests run on it as well as on react-router itself
// (the "react" project).
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

export const COMPACT_ROUTER_ALIAS: Alias = {
  find: /^react-router-dom$/,
  replacement: fileURLToPath(new URL('../src/compact-router/index.tsx', import.meta.url)),
};

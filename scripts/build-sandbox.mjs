// Bundles the sandbox into one ES module, so it runs on plain Node without a TypeScript loader
// (which would cost ~35 MB of memory and slower start-up).
import { build } from 'esbuild';

await build({
  entryPoints: ['sandbox/main.ts'],
  outfile: 'build/sandbox/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});

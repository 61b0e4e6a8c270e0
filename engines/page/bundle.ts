/**
 * The page side of the runner as two scripts, built with esbuild when the run starts: the whole
 * API (engines/page/api.ts), and the CSP watch alone, which Firefox runs before the page's own
 * scripts. Neither uses eval or Function: the app's policy allows neither, and the runner's
 * scripts are held to it like the app's.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    // Testing Library reads a few settings from process.env; a page has no process.
    define: { 'process.env': '{}' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export interface PageScripts {
  /** Installs `window.__pocketbitsEngines` (and the CSP watch). */
  api: string;
  /** The CSP watch alone. */
  cspWatch: string;
}

let built: Promise<PageScripts> | undefined;

export function pageScripts(): Promise<PageScripts> {
  built ??= (async () => ({
    api: await bundle('./api.ts'),
    cspWatch: await bundle('./csp-watch-entry.ts'),
  }))();
  return built;
}

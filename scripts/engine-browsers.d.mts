// Types for scripts/engine-browsers.mjs, which stays plain JavaScript so Node runs it uncompiled.
export const INSTALL_ADVICE: string;

export interface EngineBrowserPaths {
  firefox: string;
  webkitDriver: string;
  miniBrowser: string;
  xvfb: string;
}

export function engineBrowserPaths(env?: NodeJS.ProcessEnv): EngineBrowserPaths;
export function missingEngineBrowsers(env?: NodeJS.ProcessEnv): string[];

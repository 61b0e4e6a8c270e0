// Types for scripts/dist-info.mjs, which stays plain JavaScript so Node runs it uncompiled.
export const BUILD_INFO_FILE: string;
export const SHIPPED_RUNTIME: string;
export const REBUILD_ADVICE: string;

export interface SourceFingerprint {
  hash: string;
  /** Project-relative path → the first 16 hex digits of its SHA-256. */
  files: Record<string, string>;
}

export interface BuildInfo {
  runtime: string;
  sources: SourceFingerprint;
}

export function sourceFingerprint(root: string): SourceFingerprint;
export function runtimeOfModules(
  moduleIds: Iterable<string>,
): 'react-dom' | 'preact/compat' | 'unknown';
export function distProblem(where: { root: string; distDir: string }): string | null;
export function e2eDistDir(env: Record<string, string | undefined>): string;

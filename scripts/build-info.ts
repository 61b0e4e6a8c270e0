// A Vite build plugin: writes dist/build-info.json, which scripts/check-dist.mjs reads before the
// end-to-end tests, with the runtime the bundle really contains (found in its modules, not taken
// from the configuration) and a fingerprint of the sources it was built from.
import type { Plugin } from 'vite';
import { BUILD_INFO_FILE, runtimeOfModules, sourceFingerprint } from './dist-info.mjs';
import type { BuildInfo, SourceFingerprint } from './dist-info.mjs';

export function buildInfo(root: string): Plugin {
  let sources: SourceFingerprint | undefined;
  return {
    name: 'pocketbits-build-info',
    apply: 'build',
    // Read when the build starts: an edit made while it runs leaves dist older than the sources.
    buildStart() {
      sources = sourceFingerprint(root);
    },
    generateBundle(_options, bundle) {
      const moduleIds = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? output.moduleIds : [],
      );
      const info: BuildInfo = {
        runtime: runtimeOfModules(moduleIds),
        sources: sources ?? sourceFingerprint(root),
      };
      this.emitFile({
        type: 'asset',
        fileName: BUILD_INFO_FILE,
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
  };
}

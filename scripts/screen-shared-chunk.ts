// A Vite build plugin and the code-splitting group it feeds: the small modules of the app that
// three or more lazy screens share, and that the entry does not load already, go into one chunk, not
// one tiny chunk each. Receive opened on 27 files (several under 300 bytes): over HTTP/1.1 (six
// connections per server) each file is a round trip, and on a phone's network those round trips,
// more than the bytes, were most of the wait before the screen. Only modules whose own imports the
// entry already has (or that are in the group) qualify, so no library comes along with them. The
// entry's own static graph joins as well (see buildEnd), so what every route loads is one file.
import type { Plugin } from 'vite';

/**
 * A module joins the group when this many lazy screens load it. With two, every screen carried
 * what any two screens share (Receive and Settings 2 kB over their budget once the NWC, Send and
 * notification screens grew); with three, the modules of a pair of screens travel with those two.
 */
export const SHARED_BY_AT_LEAST = 3;

/** Larger modules keep chunks of their own (bytes of transformed source). */
export const SHARED_MODULE_MAX_BYTES = 3_000;

export interface ScreenSharedChunk {
  plugin: Plugin;
  /** The code-splitting group (build.rolldownOptions.output.codeSplitting.groups). */
  group: { name: string; test: (id: string) => boolean; minShareCount: number };
}

/**
 * App modules, less the translations, the LNURL checks, payment notifications and the paying
 * flows' own rules (what a payment costs, every wallet's balance): the
 * invoice review, the LNURL flow and Move share those, each loaded after its screen's first
 * render, and useAllBalances would bring useQueries along. Otherwise: `src/lib/lnurl/`
 * is split into small modules, one per rule, that only the LNURL flows (themselves loaded after a
 * screen's first render) and Receive's LNURL fallback use; the notification modules (and the
 * account calls, which Connect shares with them) are shared by Settings' Notifications part and
 * the two lazy pieces every screen may load (a payment seen while hidden, a removed wallet). In
 * the group they would load with every screen. So would the account form and the account's
 * wallet calls, which Notifications, New keys and an app's own wallet share.
 */
const APP_MODULE =
  /\/src\/(?!locales\/|lib\/lnurl\/|lib\/push-|api\/webpush\.|session\/notifications\/|components\/account\/|api\/account-wallets\.|features\/settings\/notifications\/|lib\/send-cost\.|features\/send\/useSendCost\.|api\/send-queries\.|session\/wallets\/useAllBalances\.)[^?]*\.tsx?$/;

export function screenSharedChunk(): ScreenSharedChunk {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'pocketbits-screen-shared-chunk',
    apply: 'build',
    // After the module graph is complete, before chunks are made (when the group is consulted).
    buildEnd() {
      members.clear();
      const entryGraph = new Set<string>();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (!entryGraph.has(id)) {
          entryGraph.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (
          info &&
          APP_MODULE.test(id) &&
          !entryGraph.has(id) &&
          (info.code?.length ?? Infinity) <= SHARED_MODULE_MAX_BYTES
        ) {
          members.add(id);
        }
      }
      // Out goes any module that imports something outside the entry and the group, until none.
      for (let changed = true; changed;) {
        changed = false;
        for (const id of members) {
          const imports = this.getModuleInfo(id)?.importedIds ?? [];
          if (imports.some((dep) => !entryGraph.has(dep) && !members.has(dep))) {
            members.delete(id);
            changed = true;
          }
        }
      }
      // The entry's own graph joins too (libraries and all): every route loads it before its
      // screen, but the bundler splits what the entry shares with the lazy screens by which
      // screens share it (Notice, Details, time, amount, the session, @scure/base: eight files
      // on every route, several under 500 bytes). In one chunk with the screens' shared modules
      // they compress together and load in one request: about 1 kB gzip less on every route.
      // What only the entry loads stays in the entry's chunk (SHARED_BY_AT_LEAST).
      for (const id of entryGraph) {
        if (!this.getModuleInfo(id)?.isEntry) {
          members.add(id);
        }
      }
    },
  };
  return {
    plugin,
    group: {
      name: 'screens-shared',
      test: (id) => members.has(id),
      minShareCount: SHARED_BY_AT_LEAST,
    },
  };
}

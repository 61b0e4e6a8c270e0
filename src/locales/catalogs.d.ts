// A catalog imported from src/locales/<locale>/messages.po arrives compiled by @lingui/vite-plugin
// (vite.config.ts, vitest.config.ts): its messages, never the .po text or the ICU parser.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

interface ImportMetaEnv {
  /** "true" in a build that may show the pseudo-locale (?lang=pseudo): src/session/i18n.ts. */
  readonly VITE_PSEUDO_LOCALE?: string;
}

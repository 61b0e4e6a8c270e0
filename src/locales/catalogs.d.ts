// A catalog imported from src/locales/<locale>/messages.po arrives compiled by @lingui/vite-plugin
// (vite.config.ts, vitest.config.ts): its messages, never the .po text or the ICU parser.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

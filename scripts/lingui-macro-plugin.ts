// Runs Lingui's macro (t`…`, <Trans>, plural…) at build, dev and test time. @vitejs/plugin-react 6
// compiles with Oxc and has no Babel step, and @rolldown/plugin-babel needs Node 22, so this runs
// @babel/core itself: only on files that import a Lingui macro, with nothing but the macro plugin
// and the syntax parsers (TypeScript and JSX stay in the output for Vite's own transform).
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** `@lingui/core/macro` or `@lingui/react/macro` in an import or export of the file. */
const MACRO_IMPORT = /['"]@lingui\/(?:core|react)\/macro['"]/;
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

export function linguiMacro(): Plugin {
  return {
    name: 'pocketbits:lingui-macro',
    // Before Vite's TypeScript/JSX transform, which would otherwise leave the macro imports to
    // reach the browser (where they throw: a macro exists only at compile time).
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!SCRIPT_FILE.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) {
        return null;
      }
      const typeScript = /\.[cm]?tsx?$/.test(file);
      const jsx = /x$/.test(file);
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: {
          // .ts files parse without JSX, so `<T>value` type assertions stay legal there.
          plugins: [
            ...(typeScript ? (['typescript'] as const) : []),
            ...(jsx ? (['jsx'] as const) : []),
          ],
        },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      if (!result?.code) {
        return null;
      }
      return { code: result.code, map: result.map };
    },
  };
}

// A Vite build plugin: the HTML starts downloading the code of the screen its address opens
// (the lazy route chunk and what it imports) and its words (the feature's catalog, and the shared
// one when the language is not English) alongside the entry, instead of one or two round trips
// after it. On a phone's network those round trips are most of the wait before the first screen.
import type { Plugin } from 'vite';
import { LOCALE_SHOWN_STORAGE_KEY, SOURCE_LOCALE } from '../src/lib/locale.ts';
import { ROUTE_TABLE, pathPattern } from '../src/app/route-table.ts';

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/** Each language's catalog chunks: { de: { messages: '/assets/messages-….js', send: … } }. */
type CatalogFiles = Record<string, Record<string, string>>;

/**
 * Reads location.pathname and adds a modulepreload link for each file of its screen, and for its
 * words in the language the app showed last (src/session/i18n/i18n.ts keeps that in localStorage; the
 * app still decides, so a wrong guess, as on a first visit, costs one small unused download).
 */
export function preloadScript(
  table: [string, string[], string[]][],
  catalogs: CatalogFiles,
): string {
  return `(function(){var t=${JSON.stringify(table)},c=${JSON.stringify(catalogs)},l;try{l=localStorage.getItem(${JSON.stringify(LOCALE_SHOWN_STORAGE_KEY)})}catch(e){}var w=c[l]||c[${JSON.stringify(SOURCE_LOCALE)}]||{};function a(u){if(!u)return;var k=document.createElement('link');k.rel='modulepreload';k.href=u;document.head.appendChild(k)}var p=location.pathname;for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(a);t[i][2].forEach(function(n){a(w[n])});break}}a(w.messages)})();`;
}

/** The catalog chunks in the bundle, by language and name (src/locales/<locale>/<name>.po). */
function catalogFiles(chunks: ChunkInfo[]): CatalogFiles {
  const files: CatalogFiles = {};
  for (const chunk of chunks) {
    const match = /\/src\/locales\/([^/]+)\/([^/]+)\.po$/.exec(chunk.facadeModuleId ?? '');
    if (match) {
      (files[match[1]!] ??= {})[match[2]!] = `/${chunk.fileName}`;
    }
  }
  return files;
}

export function routePreload(): Plugin {
  return {
    name: 'pocketbits-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) {
          return html;
        }
        const chunks = Object.values(bundle).filter(
          (output): output is typeof output & ChunkInfo => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryFiles = new Set<string>();
        const addImports = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) {
            return;
          }
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) {
            addImports(imported, into);
          }
        };
        for (const chunk of chunks) {
          if ((chunk as { isEntry?: boolean }).isEntry) {
            addImports(chunk.fileName, entryFiles);
          }
        }
        const table: [string, string[], string[]][] = [];
        for (const route of ROUTE_TABLE) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${route.module}`));
          if (!chunk) {
            throw new Error(`route-preload: no chunk for ${route.module}`);
          }
          const files = new Set<string>();
          addImports(chunk.fileName, files);
          for (const module of route.shownAtOnce ?? []) {
            const part = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`));
            if (!part) {
              throw new Error(`route-preload: no chunk for ${module}`);
            }
            addImports(part.fileName, files);
          }
          const own = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
          table.push([pathPattern(route.path), own, [...(route.catalogs ?? [])]]);
        }
        const catalogs = catalogFiles(chunks);
        if (!catalogs[SOURCE_LOCALE]?.home) {
          throw new Error('route-preload: no catalog chunks (src/locales/*/*.po) in the bundle');
        }
        return html.replace(
          '<head>',
          `<head>\n    <script>${preloadScript(table, catalogs)}</script>`,
        );
      },
    },
  };
}

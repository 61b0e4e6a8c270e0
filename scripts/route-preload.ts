// A Vite build plugin: the HTML starts downloading the code of the screen its address opens
// (the lazy route chunk and what it imports) alongside the entry, instead of one round trip after
// it. On a phone's network that round trip is most of the wait before the first screen.
import type { Plugin } from 'vite';

interface Route {
  /** Exact pathname, or a prefix when it ends with '/' ('/' itself is exact: Home only). */
  path: string;
  /** The screen module, relative to the project root. */
  module: string;
}

const ROUTES: Route[] = [
  { path: '/', module: 'src/features/home/HomeScreen.tsx' },
  { path: '/send', module: 'src/features/send/SendScreen.tsx' },
  { path: '/receive', module: 'src/features/receive/ReceiveScreen.tsx' },
  { path: '/history', module: 'src/features/history/HistoryScreen.tsx' },
  { path: '/history/', module: 'src/features/history/PaymentDetailScreen.tsx' },
  { path: '/scan', module: 'src/features/scan/ScanScreen.tsx' },
  { path: '/settings', module: 'src/app/SettingsRoute.tsx' },
  { path: '/more', module: 'src/features/more/MoreScreen.tsx' },
  { path: '/more/nwc', module: 'src/features/nwc/NwcScreen.tsx' },
  { path: '/connect', module: 'src/features/wallets/ConnectScreen.tsx' },
  { path: '/welcome', module: 'src/features/wallets/WelcomeScreen.tsx' },
];

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/** Reads location.pathname and adds a modulepreload link for each file of its screen. */
function preloadScript(table: [string, string[]][]): string {
  return `(function(){var t=${JSON.stringify(table)};var p=location.pathname.replace(/\\/+$/,'')||'/';for(var i=0;i<t.length;i++){var r=t[i][0];if(r.length>1&&r.slice(-1)==='/'?p.indexOf(r)===0:p===r){t[i][1].forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});break}}})();`;
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
        const table: [string, string[]][] = [];
        // Prefix routes go after the exact ones they extend ('/history/' after '/history').
        for (const route of ROUTES) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(route.module));
          if (!chunk) {
            throw new Error(`route-preload: no chunk for ${route.module}`);
          }
          const files = new Set<string>();
          addImports(chunk.fileName, files);
          const own = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
          table.push([route.path, own]);
        }
        return html.replace('<head>', `<head>\n    <script>${preloadScript(table)}</script>`);
      },
    },
  };
}

/**
 * Paths the server answers itself: never the app shell, never cached by the service worker. Read
 * by the build (vite.config.ts) and by the service worker's navigation route (src/sw.ts).
 */
export const SERVER_PATHS: readonly RegExp[] = [
  /^\/api\//,
  /^\/lnurlp\//,
  /^\/nwcprovider\//,
  /^\/withdraw\//,
  /^\/sandbox\//,
  /^\/\.well-known\//,
];

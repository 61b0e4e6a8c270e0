import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildInfo } from './scripts/build-info.ts';
import { screenSharedChunk } from './scripts/screen-shared-chunk.ts';
import { contentSecurityPolicy } from './scripts/content-security-policy-plugin.ts';
import { launchScreenImages } from './scripts/launch-screens.ts';
import { linguiMacro } from './scripts/lingui-macro-plugin.ts';
import { buildRuntimeAliases } from './scripts/preact-compat.ts';
import { routePreload } from './scripts/route-preload.ts';

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:5000';

const SEND_FROM_LINK = '/send?invoice=%s';

const sharedByScreens = screenSharedChunk();

export default defineConfig(({ command }) => ({
  plugins: [
    sharedByScreens.plugin,
    // Lingui first: the macro needs the source as written, and .po imports become compiled
    // catalogs (no message parser ships). docs/i18n.md.
    linguiMacro(),
    lingui({ failOnCompileError: true }),
    react(),
    routePreload(),
    buildInfo(fileURLToPath(new URL('.', import.meta.url))),
    launchScreenImages(),
    tailwindcss(),
    VitePWA({
      // A new version waits until the person chooses to reload (never mid-payment).
      registerType: 'prompt',
      // Registered from src/features/pwa/register.ts, which drives the update banner.
      injectRegister: false,
      // Our own worker (src/sw.ts): the app shell as generateSW made it, plus payment
      // notifications (push and notificationclick), which generateSW cannot add.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // public/ files are precached by the glob below; listing them again would duplicate them.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Pocketbits',
        short_name: 'Pocketbits',
        description: 'A pocket Lightning wallet for LNbits.',
        lang: 'en',
        dir: 'ltr',
        // Never a URL with the demo claim token or anything else in it.
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#ffffff',
        background_color: '#ffffff',
        categories: ['finance'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [
          { name: 'Scan', short_name: 'Scan', description: 'Scan a QR code to pay', url: '/scan' },
          {
            name: 'Receive',
            short_name: 'Receive',
            description: 'Create an invoice',
            url: '/receive',
          },
        ],
        // Shared text or links open Send with the invoice filled in; nothing is paid until Pay.
        share_target: {
          action: '/send',
          method: 'GET',
          params: { text: 'invoice', url: 'invoice' },
        },
        protocol_handlers: [
          { protocol: 'bitcoin', url: SEND_FROM_LINK },
          { protocol: 'web+lightning', url: SEND_FROM_LINK },
        ],
      },
      injectManifest: {
        // The whole app shell, lazy chunks included (the QR engine too, ~480 KB raw / ~125 KB
        // gzip): a version is cached as a unit, so a screen opened later never asks the server
        // for a chunk a newer deployment has already removed, and Scan opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // iOS reads the launch screens once, when the app is added to the Home Screen.
        globIgnores: ['**/node_modules/**/*', 'launch/**'],
        // A classic script, as generateSW wrote it: registered without `type: 'module'`.
        rollupFormat: 'iife',
      },
      // Navigations get the shell except the server's own paths (src/lib/server-paths.ts); wallet
      // data is never cached (no runtime caching: every API request and the websocket go to the
      // network): src/sw.ts.
    }),
    // Last: it hashes the inline scripts the plugins above leave in index.html.
    contentSecurityPolicy(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The built app runs on Preact's React-compatible runtime (~10 KB gzip instead of React
      // DOM's ~60 KB): the same components and hooks, within the initial-JS budget. Development
      // runs on React; Vitest runs the rendering tests on both (vitest.config.ts), and the
      // end-to-end suite runs the built app. POCKETBITS_RUNTIME=react builds on React itself.
      ...(command === 'build' ? buildRuntimeAliases(process.env) : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: sandboxUrl, ws: true },
      '/sandbox': sandboxUrl,
      '/lnurlp': sandboxUrl,
      '/nwcprovider': sandboxUrl,
      '/.well-known': sandboxUrl,
      '/withdraw': sandboxUrl,
    },
  },
  // The oldest browsers the app supports (README, "Supported browsers"): Tailwind 4's CSS needs
  // these versions anyway (cascade layers, color-mix, @property).
  build: {
    target: ['safari16.4', 'firefox115', 'chrome111', 'edge111'],
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: [sharedByScreens.group] } } },
  },
}));

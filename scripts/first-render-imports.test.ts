// The initial-JS budget (≤ 110 kB gzip on every route, measured by `npm run bench -- --only
// sizes`) holds only while each route's first screen leaves the heavy codecs to the moments that
// need them. The bench needs a build and a browser; this checks the same thing on the import
// graph, in a second: what the app and each route's first screen load, statically.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadedWith, staticImports } from './first-render-imports';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP = 'src/main.tsx';

/** The modules each route's first render needs (its lazy screen, and the panel it opens on). */
const FIRST_RENDER: Record<string, string[]> = {
  '/': ['src/features/home/HomeScreen.tsx'],
  '/send': ['src/features/send/SendScreen.tsx'],
  // Receive opens on the wallet's reusable code (its Lightning address QR).
  '/receive': ['src/features/receive/ReceiveScreen.tsx'],
  // Receive with an amount: the keypad first.
  '/receive/amount': ['src/features/receive/amount/ReceiveAmountScreen.tsx'],
  '/history': ['src/features/history/HistoryScreen.tsx'],
  '/scan': ['src/features/scan/ScanScreen.tsx'],
  '/connect': ['src/features/wallets/ConnectScreen.tsx'],
  '/settings': ['src/app/SettingsRoute.tsx'],
  '/more': ['src/features/more/MoreScreen.tsx'],
};

/**
 * Payment notifications: in the service worker, and in Settings once its first render is up
 * (a lazy part of it), never in a screen's first load. The app itself keeps only the check
 * whether any server notifies at all (session/notifications/any-on.ts).
 */
const LATER_NOTIFICATIONS: Record<string, string> = {
  'src/session/notifications/record.ts': 'which servers notify, once one does',
  'src/api/webpush.ts': 'the Web Push calls, with Settings’ Notifications part',
  'src/session/notifications/index.ts': 'payment notifications, with Settings’ Notifications part',
  'src/session/notifications/notifications.ts': 'turning notifications on and off, with Settings',
  'src/lib/push-notification.ts': 'a notification’s words, in the service worker and Settings',
  'src/features/settings/notifications/NotificationsSetting.tsx':
    'Settings’ Notifications part, loaded after Settings’ first render',
};

/** Loaded when they are needed, never with a first screen. */
const LATER: Record<string, string> = {
  '@noble/secp256k1': 'elliptic curves: the invoice signature check and NWC keys',
  '@noble/hashes/sha2.js': 'SHA-256: signature checks, LNURL description hashes, Base58Check',
  'light-bolt11-decoder': 'reading an invoice, with the screen part that shows one',
  'src/lib/bolt11-decode.ts': 'reading an invoice, with the screen part that shows one',
  'src/lib/bolt11.ts': 'the signature check (reading an invoice is src/lib/bolt11-decode.ts)',
  'src/lib/lnurl/invoice-check.ts': 'the LNURL pay checks (the codec is src/lib/lnurl/codec.ts)',
  'src/lib/lnurl/responses.ts': 'reading an LNURL service’s answers, with the LNURL flow',
  'src/lib/input.ts': 'the code classifier, with the first character typed in Send',
  'src/api/lnurl.ts': 'the LNURL calls, with the LNURL flow',
  ...LATER_NOTIFICATIONS,
};

/** Per route: what its first screen leaves for later. */
const LATER_ON_ROUTE: Record<string, string[]> = {
  '/receive': [
    // The server sends the address's LNURL; the codec builds one only when it did not.
    'src/lib/lnurl/codec.ts',
    // The "Received" screen of the address loads when a payment arrives.
    'src/features/receive/address/ReceivedFromLink.tsx',
    // Receive with an amount, and choosing the address's name, are screens of their own.
    'src/features/receive/amount/ReceiveAmountScreen.tsx',
    'src/features/receive/amount/InvoiceView.tsx',
    'src/features/receive/amount/useInvoiceStatus.ts',
    'src/features/receive/address/AddressNameScreen.tsx',
    // Every reusable code, with the form to make one, is a place of its own.
    'src/features/receive/paylinks/PayLinksPanel.tsx',
    'src/features/receive/paylinks/PayLinkForm.tsx',
  ],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('staticImports', () => {
  it('lists what loading a module loads: imports and re-exports, not types, not import()', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import { type D, e } from './d';",
      "import './side-effect.css';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "export * from './h';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(staticImports('x.ts', text)).toEqual(['./a', './d', './side-effect.css', './f', './h']);
  });
});

describe('first render of each route', () => {
  it.each(Object.entries(FIRST_RENDER))('%s loads no code it does not show', (route, screen) => {
    const loaded = loadedWith(ROOT, [APP, ...screen]);
    const early = [...Object.keys(LATER), ...(LATER_ON_ROUTE[route] ?? [])].filter((module) =>
      loaded.has(module),
    );
    expect(early.map((module) => `${module}: ${LATER[module] ?? 'not on this screen'}`)).toEqual(
      [],
    );
  });

  it('sees the modules it guards against when they are imported', () => {
    // The guard is only as good as the graph: Send's LNURL flow does load them all.
    const loaded = loadedWith(ROOT, ['src/features/send/lnurl/LnurlFlow.tsx']);
    const unseen = Object.keys(LATER).filter(
      (module) =>
        module !== 'src/lib/input.ts' && !(module in LATER_NOTIFICATIONS) && !loaded.has(module),
    );
    expect(unseen).toEqual([]);
    // …and Settings' Notifications part loads those of notifications (one through the other).
    const notifications = loadedWith(ROOT, [
      'src/features/settings/notifications/NotificationsSetting.tsx',
      'src/sw.ts',
    ]);
    expect(Object.keys(LATER_NOTIFICATIONS).filter((module) => !notifications.has(module))).toEqual(
      [],
    );
  });
});

describe('reading an invoice', () => {
  it.each([
    ['src/lib/input.ts', 'the code classifier: Send checks the signature before Pay'],
    ['src/features/receive/amount/InvoiceView.tsx', 'an invoice this wallet made'],
    ['src/features/history/PaymentDetailScreen.tsx', 'a payment on record'],
  ])('%s does without the curve code (%s)', (module) => {
    const loaded = loadedWith(ROOT, [module]);
    expect(['@noble/secp256k1', 'src/lib/bolt11.ts'].filter((m) => loaded.has(m))).toEqual([]);
  });
});

describe('codecs', () => {
  // bech32, base64 and Base58Check come from @scure/base, BOLT 11 fields from
  // light-bolt11-decoder: an alphabet spelled out as a string in the app is a codec written
  // again (a regex character class that checks a shape is not).
  const ALPHABETS = {
    bech32: 'qpzry9x8gf2tvdw0s3jn54khce6mua7l',
    base58: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
    base64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  };

  it('are not written again in the app', () => {
    const copies = sourceFiles(join(ROOT, 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return Object.entries(ALPHABETS)
        .filter(([, alphabet]) => ["'", '"', '`'].some((quote) => text.includes(quote + alphabet)))
        .map(([name]) => `${relative(ROOT, file)}: ${name}`);
    });
    expect(copies).toEqual([]);
  });

  it('are the libraries the app imports', () => {
    const importers = (module: string) =>
      sourceFiles(join(ROOT, 'src')).filter((file) => staticImports(file).includes(module));
    expect(importers('@scure/base').length).toBeGreaterThan(0);
    expect(importers('light-bolt11-decoder').map((file) => relative(ROOT, file))).toEqual([
      'src/lib/bolt11-decode.ts',
    ]);
  });
});

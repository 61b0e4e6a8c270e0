// Lingui's configuration, read by the extractor (`npm run i18n:extract`), the macro transform
// (scripts/lingui-macro-plugin.ts) and the catalog loader (@lingui/vite-plugin). docs/i18n.md
// explains the choices.
import { defineConfig } from '@lingui/conf';
import type { CatalogConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Features whose words load with their screens (src/app/route-table.ts): each has its own catalog,
 * src/locales/<locale>/<feature>.po, so a screen's first render carries only the shared words and
 * its own. Keep in step with FeatureCatalog in src/session/i18n/i18n.ts.
 */
const FEATURE_CATALOGS = ['home', 'send', 'receive', 'scan', 'history', 'nwc', 'wallets'];
/** Send's modules that draw the invoice review and the outcome (catalog `sendreview`). */
const SEND_REVIEW_MODULES = [
  'InvoicePayment',
  'InvoiceReview',
  'InvoiceNotices',
  'InvoiceSubtitle',
  'CostRows',
  'PaymentDone',
  'PaymentOutcomes',
  'invoice-assessment',
  'invoice-view',
  'useInvoiceChecks',
  'useInvoiceReview',
  'payment-failure',
  'problem-words',
  'failure-help',
].join('|');
/**
 * Catalogs of words shared by a few screens only, or of a part of a feature that loads on its own
 * (FeatureCatalog too), by the folders (or files) they hold.
 */
const SHARED_BY_FEW: Record<string, string[]> = {
  lnurl: ['src/components/lnurl'],
  // Send's LNURL pay flow and Move: each loads after Send's (or Home's) first render.
  lnurlpay: ['src/features/send/lnurl'],
  move: ['src/features/send/move'],
  // What a pasted or scanned code is, and what is wrong with it: with the classifier, which loads
  // at the first character typed (features/send/useSendTarget.ts).
  sendinput: ['src/features/send/input'],
  // The account's wallet link or username and password: notifications and new keys ask for it.
  account: ['src/components/account'],
  settings: ['src/features/settings', 'src/features/more'],
  // Parts of a feature that load on their own, with their words: Send's login screen, History's
  // balance chart (opened on request). Their feature's catalog leaves them out.
  login: ['src/features/send/login'],
  chart: ['src/features/history/chart'],
  // Send's invoice review, costs and outcomes: they load with the review (or the LNURL flow, or
  // Move's outcome), after Send's first screen.
  sendreview: [`src/features/send/@(${SEND_REVIEW_MODULES}).*`],
  // Receive's screens past the first (an amount's invoice, the address's name, the pay links, a
  // withdrawal): Receive's first screen draws the address, its QR code (PayLinkQr) and share.
  receivemore: [
    'src/features/receive/amount',
    'src/features/receive/withdraw',
    'src/features/receive/address/AddressNameScreen.*',
    'src/features/receive/paylinks/!(PayLinkQr).*',
  ],
  // Settings' list of the wallets on this device: the rest of the wallets feature's words (the
  // connect, restore and backup screens) stay off Settings' first render.
  managewallets: ['src/features/wallets/ManageWallets.*'],
};
/** A folder's files, or a file pattern (one with a dot) as it is. */
const filesOf = (entry: string): string =>
  entry.includes('.') ? `<rootDir>/${entry}` : `<rootDir>/${entry}/**`;
/**
 * Feature modules src/app/router.tsx imports eagerly (around every route): their words must be
 * ready at the first render, so they stay in the shared catalog.
 */
const EAGER_FEATURE_MODULES = 'DemoHandoff|demo-handoff|RequireWallet|address-link';
const TESTS = '**/*.test.*';

const featureCatalog = (feature: string): CatalogConfig => ({
  path: `<rootDir>/src/locales/{locale}/${feature}`,
  include: [`<rootDir>/src/features/${feature}`],
  exclude: [
    TESTS,
    `<rootDir>/src/features/${feature}/@(${EAGER_FEATURE_MODULES}).*`,
    ...Object.values(SHARED_BY_FEW)
      .flat()
      .filter((dir) => dir.startsWith(`src/features/${feature}/`))
      .map(filesOf),
  ],
});

export default defineConfig({
  sourceLocale: 'en',
  // Keep in step with APP_LOCALES in src/lib/locale.ts (src/locales/catalogs.test.ts checks it).
  locales: ['en', 'es', 'pt-BR', 'de'],
  // A missing translation falls back to the English text, never to an empty string or an id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // The shared words: app shell, components, session, lib, and the small features.
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        TESTS,
        ...FEATURE_CATALOGS.map(
          (feature) => `<rootDir>/src/features/${feature}/**/!(${EAGER_FEATURE_MODULES}).*`,
        ),
        ...Object.values(SHARED_BY_FEW).flatMap((dirs) => dirs.map(filesOf)),
      ],
    },
    ...FEATURE_CATALOGS.map(featureCatalog),
    ...Object.entries(SHARED_BY_FEW).map(([name, dirs]): CatalogConfig => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: dirs.map((dir) => `<rootDir>/${dir}`),
      exclude: [TESTS],
    })),
  ],
  // Origins without line numbers: a catalog changes when a message does, not when code above it
  // moves, so parallel branches rarely conflict in the .po files.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});

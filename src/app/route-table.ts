// The one list of the app's screens: where each opens, which module holds it, the words it loads
// with, and what it needs. The router (router.tsx), the lazy screens and their preload
// (screens.ts) and the HTML's early download of a screen's code (scripts/route-preload.ts, at
// build time, in Node) all read it. Data only: no React, no `@/` imports.
import { paths } from '../lib/paths.ts';
import type { FeatureCatalog } from '../lib/locale.ts';

export interface ScreenRoute {
  /** A react-router path pattern (`:name` for a segment), from lib/paths. */
  path: string;
  /**
   * The screen's module under src/, exporting a component named like the file
   * (features/home/HomeScreen.tsx → HomeScreen). screens.ts finds its loader by this name.
   */
  module: string;
  /** The words loaded with the screen (docs/i18n.md) beside the shared ones; none for those only. */
  catalogs?: readonly FeatureCatalog[];
  /**
   * `wallet`: only with a wallet connected (else to Welcome), inside the app shell with its
   * navigation; `none`: a screen of its own that needs no wallet (first run, connecting).
   */
  guard: 'wallet' | 'none';
  /**
   * `flow`: a payment moment (components/ui/FlowScreen): the whole phone screen, no tab bar.
   * Otherwise a tab screen, with the navigation.
   */
  shell?: 'flow';
  /** Props the route gives the screen (the same scanner serves two purposes). */
  props?: Readonly<Record<string, string>>;
  /** Lazy parts the screen shows at once on opening (Receive's address QR), under src/. */
  shownAtOnce?: readonly string[];
}

export const ROUTE_TABLE: readonly ScreenRoute[] = [
  {
    path: paths.connect.path,
    module: 'features/wallets/ConnectScreen.tsx',
    catalogs: ['wallets'],
    guard: 'none',
  },
  {
    path: paths.welcome.path,
    module: 'features/wallets/WelcomeScreen.tsx',
    catalogs: ['wallets'],
    guard: 'none',
  },
  {
    path: paths.connectScan.path,
    module: 'features/scan/ScanScreen.tsx',
    catalogs: ['scan'],
    guard: 'none',
    props: { purpose: 'connect' },
  },
  {
    path: paths.restore.path,
    module: 'features/wallets/RestoreScreen.tsx',
    catalogs: ['wallets'],
    guard: 'none',
  },
  {
    path: paths.walletBackup.path,
    module: 'features/wallets/WalletKeysScreen.tsx',
    catalogs: ['wallets'],
    guard: 'none',
  },
  {
    path: paths.home.path,
    module: 'features/home/HomeScreen.tsx',
    catalogs: ['home'],
    guard: 'wallet',
  },
  {
    path: paths.send.path,
    module: 'features/send/SendScreen.tsx',
    // The LNURL words come with the LNURL flow (SendScreen), not with Send's first screen.
    catalogs: ['send'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.move.path,
    // A payment of Send's own machine (pay once, truthful after a reload): part of Send.
    module: 'features/send/move/MoveScreen.tsx',
    catalogs: ['send', 'move', 'sendreview'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.receive.path,
    module: 'features/receive/ReceiveScreen.tsx',
    catalogs: ['receive'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.receiveAmount.path,
    module: 'features/receive/amount/ReceiveAmountScreen.tsx',
    catalogs: ['receive', 'receivemore'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.receiveAddressName.path,
    module: 'features/receive/address/AddressNameScreen.tsx',
    catalogs: ['receive', 'receivemore'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.payLinks.path,
    module: 'features/receive/paylinks/PayLinksScreen.tsx',
    catalogs: ['receive', 'receivemore'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.withdraw.path,
    module: 'features/receive/withdraw/WithdrawScreen.tsx',
    catalogs: ['receive', 'lnurl', 'receivemore'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.login.path,
    module: 'features/send/login/LoginScreen.tsx',
    catalogs: ['login'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.scan.path,
    module: 'features/scan/ScanScreen.tsx',
    catalogs: ['scan'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.history.path,
    module: 'features/history/HistoryScreen.tsx',
    catalogs: ['history'],
    guard: 'wallet',
  },
  {
    path: paths.paymentDetail.path,
    module: 'features/history/PaymentDetailScreen.tsx',
    catalogs: ['history'],
    guard: 'wallet',
  },
  // Settings shows the wallets feature's list: the app composes the two (SettingsRoute), so it
  // needs that list's words (not the rest of the wallets feature's).
  {
    path: paths.settings.path,
    module: 'app/SettingsRoute.tsx',
    catalogs: ['managewallets', 'settings'],
    guard: 'wallet',
  },
  {
    path: paths.backupFile.path,
    module: 'features/wallets/BackupFileScreen.tsx',
    catalogs: ['wallets'],
    guard: 'wallet',
  },
  {
    path: paths.walletNewKeys.path,
    module: 'features/wallets/reset/ResetKeysScreen.tsx',
    catalogs: ['wallets', 'account'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.pin.path,
    module: 'features/settings/PinSetupScreen.tsx',
    catalogs: ['settings'],
    guard: 'wallet',
  },
  {
    path: paths.more.path,
    module: 'features/more/MoreScreen.tsx',
    catalogs: ['settings'],
    guard: 'wallet',
  },
  {
    path: paths.nwc.path,
    module: 'features/nwc/NwcScreen.tsx',
    catalogs: ['nwc'],
    guard: 'wallet',
  },
  {
    path: paths.nwcConnect.path,
    module: 'features/nwc/NwcConnectScreen.tsx',
    catalogs: ['nwc'],
    guard: 'wallet',
    shell: 'flow',
  },
  {
    path: paths.nwcAppWallet.path,
    module: 'features/nwc/NwcConnectScreen.tsx',
    catalogs: ['nwc', 'account'],
    guard: 'wallet',
    shell: 'flow',
    props: { mode: 'app-wallet' },
  },
  {
    path: paths.nwcEdit.path,
    module: 'features/nwc/NwcConnectScreen.tsx',
    catalogs: ['nwc'],
    guard: 'wallet',
    shell: 'flow',
    props: { mode: 'edit' },
  },
];

/** Whether `pathname` opens a flow screen (no tab bar): `matches` is react-router's matchPath. */
export function isFlowAddress(
  pathname: string,
  matches: (pattern: string, pathname: string) => boolean,
): boolean {
  return ROUTE_TABLE.some((route) => route.shell === 'flow' && matches(route.path, pathname));
}

/** The component name a screen module exports: its file name. */
export function screenExportName(module: string): string {
  const file = module.slice(module.lastIndexOf('/') + 1);
  return file.slice(0, file.lastIndexOf('.'));
}

/**
 * A route's path as a regular expression over a whole pathname (a trailing slash allowed), for
 * code that matches addresses without react-router: the HTML's preload script.
 */
export function pathPattern(path: string): string {
  const body = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return path === '/' ? '^/$' : `^${body}/?$`;
}

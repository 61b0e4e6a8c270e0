// Every in-app address. Links use getHref(), the route table uses path. No imports, so it lives
// in lib/ and any floor may link with it: this is how one feature hands another a task.

export const paths = {
  home: { path: '/', getHref: () => '/' },
  send: { path: '/send', getHref: () => '/send' },
  /** Receive: the wallet's reusable code (its Lightning address), Copy, Share and Add amount. */
  receive: { path: '/receive', getHref: () => '/receive' },
  /** Receive with an amount: the keypad and a note, then the request's QR code, then Received. */
  receiveAmount: { path: '/receive/amount', getHref: () => '/receive/amount' },
  /** Choosing the name of the wallet's Lightning address (name@server). */
  receiveAddressName: { path: '/receive/address', getHref: () => '/receive/address' },
  /** Every reusable code (lnurlp pay link) of the wallet: a secondary place, from Receive. */
  payLinks: { path: '/receive/links', getHref: () => '/receive/links' },
  /**
   * Receiving from an LNURL-withdraw (a faucet, a voucher). Under /receive, so the Receive tab
   * stays lit. Send decides a code is a withdrawal and hands it over as router state
   * (`WithdrawHandoff`), never in the address: the code is as good as the sats it can fetch.
   */
  withdraw: { path: '/receive/withdraw', getHref: () => '/receive/withdraw' },
  /**
   * Logging in to a site with the wallet (LNURL-auth). Send decides a code is a login and hands
   * it over as router state (`LoginHandoff`), as it does a withdrawal.
   */
  login: { path: '/send/login', getHref: () => '/send/login' },
  scan: { path: '/scan', getHref: () => '/scan' },
  /**
   * Moving sats from one wallet of this device to another (on one server or across two): the two
   * wallets (local ids) in the address, so a reload comes back to the same move.
   */
  move: {
    path: '/move',
    getHref: (pair?: { from: string; to: string }) =>
      pair ? `/move?${new URLSearchParams(pair).toString()}` : '/move',
  },
  history: { path: '/history', getHref: () => '/history' },
  paymentDetail: {
    path: '/history/:paymentHash',
    getHref: (paymentHash: string) => `/history/${encodeURIComponent(paymentHash)}`,
  },
  more: { path: '/more', getHref: () => '/more' },
  /** Under /more, so the More tab stays lit. */
  nwc: { path: '/more/nwc', getHref: () => '/more/nwc' },
  /**
   * Connecting an app (a payment moment: the form, then its pairing code), with one of the app
   * presets of features/nwc/app-presets.ts, or none ("Other app").
   */
  nwcConnect: {
    path: '/more/nwc/connect',
    getHref: (app?: string) =>
      app ? `/more/nwc/connect?${new URLSearchParams({ app }).toString()}` : '/more/nwc/connect',
  },
  /**
   * "Give an app its own wallet": a new wallet on the account, funded by a Move, then the app's
   * connection on it (features/nwc/app-wallet). The Move's address then also names its starting
   * `amount` and where its outcome's Continue leads (`then`); the connect flow's names the
   * wallet it is `for` (local id; not `wallet=`, which makes a wallet the active one), the app's `name` and the `budget`.
   */
  nwcAppWallet: { path: '/more/nwc/app-wallet', getHref: () => '/more/nwc/app-wallet' },
  /** Changing a connection's limits (saved as a new connection: the app is paired again). */
  nwcEdit: {
    path: '/more/nwc/edit/:pubkey',
    getHref: (pubkey: string) => `/more/nwc/edit/${encodeURIComponent(pubkey)}`,
  },
  settings: { path: '/settings', getHref: () => '/settings' },
  /** Set a PIN, or change it (the current one is asked first). */
  pin: { path: '/settings/pin', getHref: () => '/settings/pin' },
  connect: { path: '/connect', getHref: () => '/connect' },
  /** First run: what Pocketbits is, and the ways in (connect, create, the sandbox's demo). */
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  /** The scanner for a key or LNbits wallet link: needs no wallet on the device, like Connect. */
  connectScan: { path: '/connect/scan', getHref: () => '/connect/scan' },
  /** Restoring wallets from a backup file: needs no wallet on the device, like Connect. */
  restore: { path: '/connect/restore', getHref: () => '/connect/restore' },
  /** One wallet's keys to save: the step after creating a wallet, and Settings → Back up. */
  walletBackup: {
    path: '/wallets/:walletId/backup',
    getHref: (walletId: string) => `/wallets/${encodeURIComponent(walletId)}/backup`,
  },
  /**
   * New keys for one wallet, made at the server with its account: the old keys stop working
   * everywhere (a lost phone), this device keeps the wallet with the new ones.
   */
  walletNewKeys: {
    path: '/wallets/:walletId/new-keys',
    getHref: (walletId: string) => `/wallets/${encodeURIComponent(walletId)}/new-keys`,
  },
  /** The encrypted backup file of every wallet. */
  backupFile: { path: '/settings/backup-file', getHref: () => '/settings/backup-file' },
} as const;

/**
 * Where to send a person to pay `input` (a pasted or scanned BOLT-11 invoice, `lightning:` prefix
 * allowed): the Send screen opens with it filled in and decoded, and never pays by itself. Scan and
 * Home's faucet hand their codes to Send this way, by navigation.
 */
export function sendInvoiceHref(input: string): string {
  const invoice = input.trim();
  return invoice
    ? `${paths.send.getHref()}?${new URLSearchParams({ invoice }).toString()}`
    : paths.send.getHref();
}

/** Set by Create: the wallet's keys screen is then the "Save your wallet" step before it opens. */
export interface WalletKeysHandoff {
  justCreated?: boolean;
}

/** Whether the router state says the wallet was just created. */
export const justCreatedIn = (state: unknown): boolean =>
  (state as WalletKeysHandoff | null)?.justCreated === true;

/** What Send hands the withdraw screen (router state): the LNURL, as its bech32 code. */
export interface WithdrawHandoff {
  withdrawCode: string;
}

/** The code handed over by Send, if the router state holds one. */
export function withdrawCodeOf(state: unknown): string | null {
  const code: unknown = (state as Partial<WithdrawHandoff> | null)?.withdrawCode;
  return typeof code === 'string' && code !== '' ? code : null;
}

/** What Send hands the login screen (router state): the login code as it was entered. */
export interface LoginHandoff {
  loginCode: string;
}

/** The login code handed over by Send, if the router state holds one. */
export function loginCodeOf(state: unknown): string | null {
  const code: unknown = (state as Partial<LoginHandoff> | null)?.loginCode;
  return typeof code === 'string' && code !== '' ? code : null;
}

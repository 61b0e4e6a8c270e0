// Query keys: wallet → resource → params. Invalidating `walletKeys.all(id)` reaches everything
// cached for that wallet; `walletKeys.payments(id)` every list and lookup of its payments.
// `walletId` is the app's local connection id, known for every kind of key.

export const walletKeys = {
  all: (walletId: string) => ['wallet', walletId] as const,
  info: (walletId: string) => [...walletKeys.all(walletId), 'info'] as const,
  /** The Wallet model (admin key): its `currency`, among others. */
  model: (walletId: string) => [...walletKeys.all(walletId), 'model'] as const,
  payments: (walletId: string) => [...walletKeys.all(walletId), 'payments'] as const,
  paymentList: (walletId: string, params: object = {}) =>
    [...walletKeys.payments(walletId), 'list', params] as const,
  payment: (walletId: string, paymentHash: string) =>
    [...walletKeys.payments(walletId), 'detail', paymentHash] as const,
  payLinks: (walletId: string, params: object = {}) =>
    [...walletKeys.all(walletId), 'pay-links', params] as const,
  payLink: (walletId: string, linkId: string) =>
    [...walletKeys.all(walletId), 'pay-links', 'detail', linkId] as const,
  /** The pay links LNbits keeps for the wallet (people it paid); paying an LNURL may add one. */
  storedPayLinks: (walletId: string) => [...walletKeys.all(walletId), 'stored-pay-links'] as const,
  nwcKeys: (walletId: string, params: object = {}) =>
    [...walletKeys.all(walletId), 'nwc', params] as const,
  // Send. A payment changes `info` and `payments`, never an LNURL's answer: refreshing only those
  // keeps a withdraw link from being asked again mid-flow (it would hand out a new k1).
  /** Send's "has this wallet already paid (or started paying) this invoice?" */
  priorPayment: (walletId: string, paymentHash: string) =>
    [...walletKeys.payment(walletId, paymentHash), 'prior'] as const,
  /** An LNURL-withdraw's invoice, waited on until paid. */
  withdrawWait: (walletId: string, paymentHash: string) =>
    [...walletKeys.payment(walletId, paymentHash), 'withdraw'] as const,
  /** An aes successAction, decrypted with the payment's preimage. */
  successSecret: (walletId: string, paymentHash: string, ciphertext: string) =>
    [...walletKeys.payment(walletId, paymentHash), 'aes', ciphertext] as const,
  /** What an LNURL or Lightning address resolved to, looked up for this wallet. */
  lnurl: (walletId: string, url: string) => [...walletKeys.all(walletId), 'lnurl', url] as const,
};

// Server-wide data that does not depend on a wallet ('' = this origin).
export const serverKeys = {
  all: (serverUrl: string) => ['server', serverUrl] as const,
  currencies: (serverUrl: string) => [...serverKeys.all(serverUrl), 'currencies'] as const,
  rate: (serverUrl: string, currency: string) =>
    [...serverKeys.all(serverUrl), 'rate', currency.toUpperCase()] as const,
  nwcPermissions: (serverUrl: string) => [...serverKeys.all(serverUrl), 'nwc-permissions'] as const,
  /** The NWC wallet service's pubkey and relays, read from the pairing template. */
  nwcService: (serverUrl: string) => [...serverKeys.all(serverUrl), 'nwc-service'] as const,
  /** The sandbox's faucet link; only the sandbox that serves this app ('') has one. */
  sandboxFaucet: (serverUrl: string) => [...serverKeys.all(serverUrl), 'sandbox-faucet'] as const,
  /** Whether the origin serving this app is the sandbox (it alone answers /sandbox/info). */
  sandboxInfo: (serverUrl: string) => [...serverKeys.all(serverUrl), 'sandbox-info'] as const,
  /** The server's decode of an invoice (the same for every wallet on it). */
  decodedInvoice: (serverUrl: string, bolt11: string) =>
    [...serverKeys.all(serverUrl), 'decode', bolt11] as const,
  /** The service fee the server charges on payments, from its public settings. */
  serviceFee: (serverUrl: string) => [...serverKeys.all(serverUrl), 'service-fee'] as const,
  /** Whether the server issued the invoice with this hash (asked without a key). */
  invoicePlace: (serverUrl: string, paymentHash: string) =>
    [...serverKeys.all(serverUrl), 'invoice-place', paymentHash] as const,
};

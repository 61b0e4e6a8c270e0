// Every in-app address. Links use getHref(), the route table uses path. Data only, no imports,
// so it lives in lib/ and any floor may link with it.

export const paths = {
  home: { path: '/', getHref: () => '/' },
  send: { path: '/send', getHref: () => '/send' },
  receive: { path: '/receive', getHref: () => '/receive' },
  scan: { path: '/scan', getHref: () => '/scan' },
  history: { path: '/history', getHref: () => '/history' },
  paymentDetail: {
    path: '/history/:paymentHash',
    getHref: (paymentHash: string) => `/history/${encodeURIComponent(paymentHash)}`,
  },
  more: { path: '/more', getHref: () => '/more' },
  /** Under /more, so the More tab stays lit. */
  nwc: { path: '/more/nwc', getHref: () => '/more/nwc' },
  settings: { path: '/settings', getHref: () => '/settings' },
  connect: { path: '/connect', getHref: () => '/connect' },
} as const;

// Query options: each resource's key (keys.ts) with the fetcher that fills it, made in one place,
// as TanStack Query recommends (`queryOptions`). Hooks spread them and add only what is theirs
// (polling, `enabled`, `select`), so a key is never paired with the wrong fetcher, and
// `queryClient.fetchQuery(walletQueries.info(wallet))` reads the very cache a screen shows.
// The session loads this module on every route's first render: it imports only light modules
// (scripts/first-render-imports.test.ts keeps the codecs and curves out). The areas that only
// their screens use keep their options beside their calls: api/nwc-queries.ts, api/lnurlp.ts.
import { queryOptions } from '@tanstack/react-query';
import { newestFirst } from '@/lib/payment';
import {
  decodeInvoice,
  getPayment,
  getWallet,
  getWalletModel,
  listPayments,
  listPaymentsPaginated,
} from './core';
import type { PaymentListParams, PaymentLookup, PaymentPage } from './core';
import { isApiError } from './http';
import type { ApiTarget, WalletAuth } from './http';
import { serverKeys, walletKeys } from './keys';
import { getCurrencies, getRate } from './rates';
import { getSandboxFaucet, getSandboxInfo } from './sandbox';

/** The server gave no preimage for a payment (none yet, or it keeps none). */
export class MissingPreimageError extends Error {
  constructor() {
    super('missing-preimage');
    this.name = 'MissingPreimageError';
  }
}

/**
 * The preimage of a payment this wallet made (the key of an LNURL aes message). A server that has
 * none yet throws MissingPreimageError, so a query's retry asks again.
 */
export async function paymentPreimage(
  wallet: WalletAuth,
  paymentHash: string,
  signal?: AbortSignal,
): Promise<string> {
  const lookup = await getPayment(wallet, paymentHash, { signal });
  const preimage = lookup.preimage ?? lookup.details?.preimage;
  if (!preimage) {
    throw new MissingPreimageError();
  }
  return preimage;
}

/** A wallet as the cache knows it: its local id (the key) and its server and key (the fetch). */
export type WalletRef = WalletAuth & { id: string };

/**
 * The newest payments, `params.limit` of them. Servers without /payments/paginated (older LNbits)
 * answer 404: then the plain list is used, which leaves out failed payments.
 */
async function newestPayments(
  wallet: WalletAuth,
  params: PaymentListParams,
  signal: AbortSignal,
): Promise<PaymentPage> {
  try {
    return await listPaymentsPaginated(wallet, params, { signal });
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'http' && error.status === 404)) {
      throw error;
    }
    const all = await listPayments(wallet, params, { signal });
    return { data: newestFirst(all).slice(0, params.limit), total: all.length };
  }
}

export const walletQueries = {
  /** Name and balance (msat). */
  info: (wallet: WalletRef) =>
    queryOptions({
      queryKey: walletKeys.info(wallet.id),
      queryFn: ({ signal }) => getWallet(wallet, { signal }),
    }),
  /**
   * The Wallet model (its currency among the rest), read with the admin key through LNbits'
   * no-op PATCH: a write, so it is not asked again on every focus or return to Settings; the
   * currency changes here (the cache is set from the answer) or on LNbits' own page.
   */
  model: (wallet: WalletRef) =>
    queryOptions({
      queryKey: walletKeys.model(wallet.id),
      queryFn: ({ signal }) => getWalletModel(wallet, { signal }),
      staleTime: 10 * 60_000,
      refetchOnWindowFocus: false,
    }),
  /** One payment by hash, read with the wallet key so `details` comes back. */
  payment: (wallet: WalletRef, paymentHash: string) =>
    queryOptions({
      queryKey: walletKeys.payment(wallet.id, paymentHash),
      queryFn: ({ signal }) => getPayment(wallet, paymentHash, { signal }),
    }),
  /**
   * Has this wallet a payment with this hash (an invoice it paid or is paying)? Null when the
   * server knows none (404), read with the wallet's key. Cached apart from `payment`: Send asks
   * before paying, and that answer must not be taken for the outcome afterwards.
   */
  paymentOnRecord: (wallet: WalletRef, paymentHash: string) =>
    queryOptions({
      queryKey: walletKeys.priorPayment(wallet.id, paymentHash),
      queryFn: async ({ signal }): Promise<PaymentLookup | null> => {
        try {
          return await getPayment(wallet, paymentHash, { signal });
        } catch (error) {
          if (isApiError(error) && error.kind === 'http' && error.status === 404) {
            return null;
          }
          throw error;
        }
      },
      retry: false,
    }),
  /** An invoice this wallet made for a withdrawal, read until paid (apart from `payment`). */
  withdrawInvoice: (wallet: WalletRef, paymentHash: string) =>
    queryOptions({
      queryKey: walletKeys.withdrawWait(wallet.id, paymentHash),
      queryFn: ({ signal }) => getPayment(wallet, paymentHash, { signal }),
      retry: false,
    }),
  /** The newest payments, paginated where the server can (see newestPayments). */
  newestPayments: (wallet: WalletRef, params: PaymentListParams) =>
    queryOptions({
      queryKey: walletKeys.paymentList(wallet.id, params),
      queryFn: ({ signal }) => newestPayments(wallet, params, signal),
    }),
  /** A plain list of payments (GET /api/v1/payments), cached under `cacheParams`. */
  paymentList: (wallet: WalletRef, params: PaymentListParams, cacheParams: object = params) =>
    queryOptions({
      queryKey: walletKeys.paymentList(wallet.id, cacheParams),
      queryFn: ({ signal }) => listPayments(wallet, params, { signal }),
    }),
};

export const serverQueries = {
  /** Sats per unit and units per BTC of a fiat currency. */
  rate: (server: ApiTarget, currency: string) =>
    queryOptions({
      queryKey: serverKeys.rate(server.serverUrl, currency),
      queryFn: ({ signal }) => getRate(server, currency, { signal }),
    }),
  /** The fiat currencies the server can convert. */
  currencies: (server: ApiTarget) =>
    queryOptions({
      queryKey: serverKeys.currencies(server.serverUrl),
      queryFn: ({ signal }) => getCurrencies(server, { signal }),
      staleTime: Infinity,
    }),
  /** The server's own decode of an invoice (the same for every wallet on it). */
  decodedInvoice: (server: ApiTarget, bolt11: string) =>
    queryOptions({
      queryKey: serverKeys.decodedInvoice(server.serverUrl, bolt11),
      queryFn: ({ signal }) => decodeInvoice(server, bolt11, { signal }),
    }),
  /** Whether the origin serving this app is the sandbox (it alone answers /sandbox/info). */
  sandboxInfo: () =>
    queryOptions({
      queryKey: serverKeys.sandboxInfo(''),
      queryFn: ({ signal }) => getSandboxInfo({ signal }),
      retry: false,
      staleTime: Infinity,
    }),
  /** The sandbox's faucet link (only the sandbox serving this app has one). */
  sandboxFaucet: () =>
    queryOptions({
      queryKey: serverKeys.sandboxFaucet(''),
      queryFn: ({ signal }) => getSandboxFaucet({ signal }),
      retry: false,
      staleTime: Infinity,
    }),
};

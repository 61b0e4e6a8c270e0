import { createHash, randomBytes } from 'node:crypto';
import { fiatToSat } from '../../src/lib/amount.ts';
import { Bolt11Error, decodeBolt11, type DecodedBolt11 } from '../../src/lib/bolt11.ts';
import { feeReserveMsat } from '../../src/lib/fee-reserve.ts';
import type { Db } from '../db/database.ts';
import {
  AlreadySettled,
  InsufficientBalance,
  type Ledger,
  type NewPayment,
  type PaymentRow,
  type WalletRow,
} from '../db/ledger.ts';
import { paymentJson } from '../db/serialize.ts';
import { httpError, paymentError, type ValidationIssue } from '../errors.ts';
import { encodeBolt11 } from '../lightning/bolt11.ts';
import {
  peerRoutingFeeMsat,
  type LightningNetwork,
  type SettleOutcome,
  type SettleRequest,
} from '../lightning/network.ts';
import type { NodeKey } from '../lightning/node-key.ts';
import type { RateTable } from '../rates/rate-table.ts';
import type { SandboxClock } from '../time.ts';
import type { Notifier } from './notifier.ts';
import { field, readModel, type ModelOutput } from '../validation.ts';

export const MAX_INCOMING_SAT = 10_000_000;
export const MAX_OUTGOING_SAT = 10_000_000;
export const DEFAULT_EXPIRY_SECONDS = 3600;
const MEMO_MAX_LENGTH = 640;

export interface CreateInvoiceInput {
  amount?: unknown;
  unit?: unknown;
  memo?: unknown;
  expiry?: unknown;
  description_hash?: unknown;
  unhashed_description?: unknown;
  extra?: unknown;
  labels?: unknown;
  webhook?: unknown;
  payment_hash?: unknown;
}

export interface PaymentServiceDeps {
  db: Db;
  ledger: Ledger;
  rates: RateTable;
  nodeKey: NodeKey;
  notifier: Notifier;
  /** Invoices are stamped and judged expired by it. */
  clock: SandboxClock;
  siteTitle: string;
  /** Service fees on outgoing payments, credited to `serviceFeeWallet`; none when absent. */
  serviceFee?: ServiceFeeSettings;
  serviceFeeWallet?: () => WalletRow;
  /**
   * Told of each payment that has just settled, as LNbits' `send_payment_notification` is: the
   * payer's side, then the side that received (Web Push goes to both accounts). Must not throw.
   */
  onSettled?: (payment: PaymentRow) => void;
  /** Peer sandboxes whose invoices it can pay (lightning/network.ts); none when absent. */
  network?: LightningNetwork;
}

type PayOptions = { extra?: Record<string, unknown>; labels?: string[]; description?: string };

/** Where an invoice goes once it passed the checks every payment gets. */
type Route =
  { kind: 'paid-internally'; payment: PaymentRow } | { kind: 'foreign'; amountMsat: number };

/** Settle requests sent at once before a payment is left pending (the peer may just be slow). */
const SETTLE_ATTEMPTS_NOW = 3;
/** Then the peer is asked again this often, this many times, until it answers clearly. */
const SETTLE_RETRY_INTERVAL_MS = 2_000;
const SETTLE_RETRIES_LATER = 60;

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/**
 * LNbits' service fee settings (`lnbits_service_fee`, `lnbits_service_fee_max`,
 * `lnbits_service_fee_ignore_internal`, with the sandbox bank as `lnbits_service_fee_wallet`).
 */
export interface ServiceFeeSettings {
  /** Percent of the amount (`lnbits_service_fee`). */
  percent: number;
  /** Cap in sats, 0 for none (`lnbits_service_fee_max`). */
  maxSat: number;
  /** Charge payments between wallets of this server too (`lnbits_service_fee_ignore_internal` off). */
  internal: boolean;
}

/** LNbits' `service_fee`: `int(amount / 100 * percent)`, capped; 0 for internal payments unless asked. */
export function serviceFeeMsat(
  settings: ServiceFeeSettings | undefined,
  amountMsat: number,
  internal: boolean,
): number {
  if (!settings || (internal && !settings.internal)) {
    return 0;
  }
  const feeMsat = Math.trunc((Math.abs(amountMsat) / 100) * settings.percent);
  const maxMsat = settings.maxSat * 1000;
  return maxMsat > 0 && feeMsat > maxMsat ? maxMsat : feeMsat;
}

function isHex(value: string): boolean {
  return value.length % 2 === 0 && /^[0-9a-fA-F]*$/.test(value);
}

/** Python's `round(x, 3)` as far as doubles allow (ties, rarer than rare, go up, not to even). */
function round3(value: number): number {
  return Number(value.toFixed(3));
}

/**
 * LNbits' `calculate_fiat_amounts`: the whole sats of `amount` in `unit` (truncated, see
 * `fiatToSat`) and the fiat fields it adds to the payment's `extra`, computed with the same
 * float operations so that the numbers are LNbits' to the last digit.
 */
export function fiatAmounts(
  rates: RateTable,
  amount: number,
  unit: string,
  walletCurrency: string | null,
): { amountSat: number; fiatExtra: Record<string, unknown> } {
  const fiatExtra: Record<string, unknown> = {};
  let amountSat: number;
  if (unit !== 'sat') {
    const rate = rates.satsPerUnit(unit);
    if (rate === undefined) {
      throw httpError(400, `Currency '${unit}' not allowed.`);
    }
    amountSat = fiatToSat(amount, rate);
    if (unit !== walletCurrency) {
      if (amountSat === 0) {
        throw unexpectedError(); // LNbits divides by it: ZeroDivisionError
      }
      fiatExtra.fiat_currency = unit;
      fiatExtra.fiat_amount = round3(amount);
      fiatExtra.fiat_rate = amountSat / amount;
      fiatExtra.btc_rate = (amount / amountSat) * 100_000_000;
    }
  } else {
    amountSat = Math.trunc(amount);
  }
  // LNbits looks rates up in any case ("usd" works) and keeps the wallet's spelling.
  const walletRate = walletCurrency ? rates.satsPerUnit(walletCurrency.toUpperCase()) : undefined;
  if (walletCurrency && walletRate !== undefined && amountSat > 0) {
    const fiatAmount = walletCurrency === unit ? amount : amountSat / walletRate;
    fiatExtra.wallet_fiat_currency = walletCurrency;
    fiatExtra.wallet_fiat_amount = round3(fiatAmount);
    fiatExtra.wallet_fiat_rate = amountSat / fiatAmount;
    fiatExtra.wallet_btc_rate = (fiatAmount / amountSat) * 100_000_000;
  }
  return { amountSat, fiatExtra };
}

/** The memo of LNbits' service-fee record, spaces and line breaks included. */
function serviceFeeMemo(amountMsat: number, wallet: WalletRow): string {
  return `\n        Service fee for payment of ${Math.trunc(amountMsat / 1000)} sats.\n        Wallet: '${wallet.name}' (${wallet.id}).`;
}

/** What the payer's error says when a peer did not settle. */
function failureReason(outcome: SettleOutcome): string {
  if (outcome.kind === 'refused') {
    return outcome.reason;
  }
  return "the payee's node could not be reached.";
}

/** Unexpected server errors carry an id, as LNbits' catch-all handler does. */
export function unexpectedError() {
  return httpError(500, `Unexpected error! ID: ${randomBytes(8).toString('base64url')}`);
}

/** Python's `bytes.fromhex` complaint about `text`, or undefined when it is hex. */
function fromHexProblem(text: string): string | undefined {
  const compact = text.replace(/\s/g, '');
  const bad = [...compact].findIndex((c) => !/[0-9a-fA-F]/.test(c));
  if (bad >= 0 || compact.length % 2 === 1) {
    return `non-hexadecimal number found in fromhex() arg at position ${bad >= 0 ? bad : compact.length}`;
  }
  return undefined;
}

/**
 * The body of `POST /api/v1/payments`: LNbits' `CreateInvoice` model (core/models/payments.py),
 * its fields in the model's order so that issues come in pydantic's order. `lnurl_withdraw` is
 * read by lnurl-withdraw.ts; fields the sandbox does not use (`internal`, `fiat_provider`) are
 * still validated, as LNbits does.
 */
export function createInvoiceModel(isKnownUnit: (unit: string) => boolean) {
  return {
    unit: field
      .str()
      .default('sat')
      .check((unit) =>
        unit === 'sat' || isKnownUnit(unit) ? undefined : 'The provided unit is not supported',
      ),
    internal: field.bool().default(false),
    out: field.bool().default(true),
    amount: field.float({ ge: 0 }).optional(),
    memo: field.str({ maxLength: MEMO_MAX_LENGTH }).optional(),
    description_hash: field.str().optional(),
    unhashed_description: field.str().optional(),
    payment_hash: field.str({ minLength: 64, maxLength: 64 }).check(fromHexProblem).optional(),
    expiry: field.int().optional(),
    extra: field.dict().optional(),
    webhook: field.str().optional(),
    bolt11: field.str().optional(),
    fiat_provider: field.str().optional(),
    labels: field.list(field.str()).default([]),
  };
}

export type CreateInvoiceRequest = ModelOutput<ReturnType<typeof createInvoiceModel>>;

/**
 * Invoice creation and payment: the rules of LNbits' `services/payments.py`, on a sandbox
 * funding source that settles only the invoices it signed itself (like LNbits' FakeWallet).
 */
export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  readonly invoiceModel = createInvoiceModel((unit) => this.deps.rates.has(unit));

  /** LNbits' `fee_reserve_total`: the routing reserve (none inside the server) and the service fee. */
  feeReserveTotalMsat(amountMsat: number, internal: boolean): number {
    return (
      (internal ? 0 : feeReserveMsat(amountMsat)) +
      serviceFeeMsat(this.deps.serviceFee, amountMsat, internal)
    );
  }

  /**
   * `keepMemo`: store the memo even when the invoice commits to a description hash (as an
   * extension calling LNbits' `create_invoice(memo=…, unhashed_description=…)` does).
   * `moreIssues`: validation errors of other body fields, reported in the same 400.
   */
  createInvoice(
    wallet: WalletRow,
    input: CreateInvoiceInput,
    options: { keepMemo?: boolean; moreIssues?: ValidationIssue[] } = {},
  ): PaymentRow {
    const request = readModel(this.invoiceModel, input, { moreIssues: options.moreIssues });
    const { amount, memo, unit } = request;
    // LNbits compares `None > 0` when the amount is missing: an unhandled TypeError; `int(inf)`
    // overflows, and a non-positive expiry makes the funding source fail.
    if (amount === null || !Number.isFinite(amount)) {
      throw unexpectedError();
    }
    const expiry = request.expiry || DEFAULT_EXPIRY_SECONDS;
    if (expiry < 0) {
      throw unexpectedError();
    }
    const descriptionHash = request.description_hash;
    const unhashed = request.unhashed_description;
    if (descriptionHash != null && !isHex(descriptionHash)) {
      throw httpError(400, "'description_hash' must be a valid hex string");
    }
    if (descriptionHash != null && descriptionHash.length !== 64) {
      // Hex, but not the 32 bytes of a hash: the invoice encoder fails, unhandled, in LNbits.
      throw unexpectedError();
    }
    if (unhashed != null && !isHex(unhashed)) {
      throw httpError(400, "'unhashed_description' must be a valid hex string");
    }
    if (request.payment_hash != null) {
      throw paymentError('Hold invoices are not supported by this wallet.');
    }

    const { amountSat, fiatExtra } = fiatAmounts(this.deps.rates, amount, unit, wallet.currency);
    if (amountSat <= 0) {
      throw paymentError('Amountless invoices not supported.');
    }
    if (amountSat > MAX_INCOMING_SAT) {
      throw paymentError(
        `Invoice amount ${amountSat} sats is too high. Max allowed: ${MAX_INCOMING_SAT} sats.`,
      );
    }

    let hTag: string | undefined;
    if (typeof descriptionHash === 'string') {
      hTag = descriptionHash.toLowerCase();
    } else if (typeof unhashed === 'string') {
      hTag = sha256Hex(Buffer.from(unhashed, 'hex'));
    }
    // LNbits: `memo = data.memo or settings.lnbits_site_title`, so an empty memo is replaced too.
    const description = hTag ? undefined : memo || this.deps.siteTitle;

    const preimage = randomBytes(32);
    const paymentHash = sha256Hex(preimage);
    const timestamp = this.deps.clock.nowSeconds();
    const bolt11 = encodeBolt11({
      amountMsat: BigInt(amountSat) * 1000n,
      timestamp,
      paymentHash,
      paymentSecret: randomBytes(32).toString('hex'),
      description,
      descriptionHash: hTag,
      expirySeconds: expiry,
      privateKey: this.deps.nodeKey.privateKey,
    });
    return this.deps.ledger.addIncoming({
      checkingId: paymentHash,
      paymentHash,
      walletId: wallet.id,
      amountMsat: amountSat * 1000,
      bolt11,
      status: 'pending',
      memo: hTag
        ? options.keepMemo && typeof memo === 'string'
          ? memo
          : ''
        : (description ?? null),
      expiry: timestamp + expiry,
      webhook: request.webhook ?? null,
      preimage: preimage.toString('hex'),
      labels: request.labels ?? [],
      extra: { ...request.extra, ...fiatExtra },
    });
  }

  /**
   * Pays a BOLT-11 invoice from `wallet` (the caller has checked the admin key). `description`
   * is the memo of the outgoing payment when given (LNbits' `pay_invoice(description=…)`).
   */
  payInvoice(wallet: WalletRow, bolt11: string, options: PayOptions = {}): PaymentRow {
    const route = this.route(wallet, bolt11, options);
    return route.kind === 'paid-internally'
      ? route.payment
      : this.payForeign(wallet, bolt11, route.amountMsat, options);
  }

  /**
   * payInvoice, where an invoice signed by a peer sandbox (started in the same simulated Lightning
   * network) is paid by asking that peer to settle it. Anything else is payInvoice's answer.
   */
  async payInvoiceAnywhere(
    wallet: WalletRow,
    bolt11: string,
    options: PayOptions = {},
  ): Promise<PaymentRow> {
    const route = this.route(wallet, bolt11, options);
    if (route.kind === 'paid-internally') {
      return route.payment;
    }
    const network = this.deps.network;
    let payee: string | null = null;
    try {
      payee = decodeBolt11(bolt11).payee;
    } catch {
      // payForeign refuses it as LNbits does
    }
    const peer = network && payee ? await network.peerFor(payee) : undefined;
    if (!network || !peer) {
      return this.payForeign(wallet, bolt11, route.amountMsat, options);
    }
    return this.payPeer(network, peer, wallet, bolt11, route.amountMsat, options);
  }

  /** The checks of LNbits' `pay_invoice`, and an invoice of this sandbox paid at once. */
  private route(wallet: WalletRow, bolt11: string, options: PayOptions): Route {
    // LNbits does not strip `lightning:` itself; a client must.
    let decoded: DecodedBolt11;
    try {
      if (!/^ln/i.test(bolt11)) {
        throw new Bolt11Error('prefix', 'not an invoice');
      }
      decoded = decodeBolt11(bolt11, { verifySignature: false });
    } catch {
      throw paymentError('Bolt11 decoding failed.');
    }
    if (decoded.amountMsat === null || decoded.amountMsat === 0n) {
      throw paymentError('Amountless invoices not supported.');
    }
    const amountMsat = Number(decoded.amountMsat);
    const amountSat = Math.floor(amountMsat / 1000);
    if (amountSat > MAX_OUTGOING_SAT) {
      throw paymentError(
        `Invoice amount ${amountSat} sats is too high. Max allowed: ${MAX_OUTGOING_SAT} sats.`,
      );
    }

    const invoice = this.deps.ledger.incomingByHash(decoded.paymentHash);
    if (invoice?.status === 'success') {
      throw paymentError('Internal invoice already paid.');
    }
    if (invoice?.status === 'pending') {
      if (invoice.bolt11 !== decoded.paymentRequest || invoice.amount !== amountMsat) {
        throw paymentError('Invalid invoice. Bolt11 changed.');
      }
      // A real node refuses an expired invoice; LNbits' FakeWallet would not (see README).
      if (invoice.expiry !== null && this.deps.clock.nowSeconds() > invoice.expiry) {
        throw paymentError('Invoice expired.');
      }
      // LNbits stores an internal payment's service fee as a positive `fee`; the balance loses
      // `amount + |fee|` either way, and the fee wallet gets a record of its own.
      const feeMsat = serviceFeeMsat(this.deps.serviceFee, amountMsat, true);
      const feeWallet = feeMsat > 0 ? this.deps.serviceFeeWallet?.() : undefined;
      try {
        const { outgoing, incoming, feeCredit } = this.deps.ledger.settleInternal({
          payerWalletId: wallet.id,
          invoice,
          bolt11,
          memo: options.description ?? decoded.description ?? invoice.memo,
          extra: { ...options.extra, ...this.walletFiat(wallet, amountMsat) },
          labels: options.labels,
          feeMsat,
          feeCredit: feeWallet && {
            walletId: feeWallet.id,
            memo: serviceFeeMemo(amountMsat, wallet),
          },
        });
        this.announce(incoming);
        this.announce(outgoing);
        if (feeCredit) {
          this.announce(feeCredit);
        }
        // LNbits notifies the payer at once and the payee through its invoice queue; the fee
        // credit is written without any notification.
        this.deps.onSettled?.(outgoing);
        this.deps.onSettled?.(incoming);
        return { kind: 'paid-internally', payment: outgoing };
      } catch (error) {
        if (error instanceof InsufficientBalance) {
          throw paymentError('Insufficient balance.');
        }
        if (error instanceof AlreadySettled) {
          throw paymentError('Internal invoice already paid.');
        }
        throw error;
      }
    }
    return { kind: 'foreign', amountMsat };
  }

  /** Anything not signed by this sandbox (or a peer) fails the way LNbits' FakeWallet fails it. */
  private payForeign(
    wallet: WalletRow,
    bolt11: string,
    amountMsat: number,
    options: PayOptions,
  ): PaymentRow {
    const { decoded, reserveMsat } = this.checkExternal(wallet, bolt11, amountMsat);
    this.deps.ledger.addFailedOutgoing(
      this.externalPayment(wallet, bolt11, decoded, amountMsat, reserveMsat, options),
    );
    throw paymentError('Payment failed: Only internal invoices can be used!');
  }

  /** The outgoing record of a payment to another node, as LNbits' `pay_invoice` makes it. */
  private externalPayment(
    wallet: WalletRow,
    bolt11: string,
    decoded: DecodedBolt11,
    amountMsat: number,
    reserveMsat: number,
    options: PayOptions,
  ): NewPayment {
    return {
      checkingId: decoded.paymentHash,
      paymentHash: decoded.paymentHash,
      walletId: wallet.id,
      amountMsat: -amountMsat,
      feeMsat: -reserveMsat,
      bolt11,
      status: 'pending',
      memo: options.description ?? decoded.description ?? null,
      expiry: decoded.expiresAt,
      preimage: null,
      extra: { ...options.extra, ...this.walletFiat(wallet, amountMsat) },
      labels: options.labels,
    };
  }

  /** LNbits' `_pay_external_invoice` checks: the signature, the balance, the reserve, a repeat. */
  private checkExternal(
    wallet: WalletRow,
    bolt11: string,
    amountMsat: number,
  ): { decoded: DecodedBolt11; reserveMsat: number } {
    let decoded: DecodedBolt11;
    try {
      decoded = decodeBolt11(bolt11);
    } catch {
      throw paymentError('Bolt11 decoding failed.');
    }
    const reserveMsat = this.feeReserveTotalMsat(amountMsat, false);
    if (wallet.balance_msat < amountMsat) {
      throw paymentError('Insufficient balance.');
    }
    if (wallet.balance_msat < amountMsat + reserveMsat) {
      throw paymentError(
        `You must reserve at least (${Math.round(reserveMsat / 1000)}  sat) to cover potential routing fees.`,
      );
    }
    const previous = this.deps.ledger.paymentByCheckingId(decoded.paymentHash);
    if (previous) {
      if (previous.status === 'pending') {
        throw paymentError('Payment is still pending.', 'pending');
      }
      if (previous.status === 'success') {
        throw paymentError('Payment already paid.', 'success');
      }
      throw paymentError('Payment is failed node, retrying is not possible.');
    }
    return { decoded, reserveMsat };
  }

  /**
   * Pays an invoice of the peer sandbox `peer`: the amount and the reserve are held (a pending
   * payment, as LNbits' is while its funding source pays), the peer is asked to settle, and the
   * answer decides. A peer that may have credited its wallet but was not heard is asked again (it
   * answers an invoice settled for this node with the same preimage), never paid twice: until it
   * answers clearly, the payment stays pending and its money held.
   */
  private async payPeer(
    network: LightningNetwork,
    peer: string,
    wallet: WalletRow,
    bolt11: string,
    amountMsat: number,
    options: PayOptions,
  ): Promise<PaymentRow> {
    const { decoded, reserveMsat } = this.checkExternal(wallet, bolt11, amountMsat);
    let pending: PaymentRow;
    try {
      pending = this.deps.ledger.addPendingOutgoing(
        this.externalPayment(wallet, bolt11, decoded, amountMsat, reserveMsat, options),
      );
    } catch (error) {
      if (error instanceof InsufficientBalance) {
        throw paymentError('Insufficient balance.');
      }
      throw error;
    }
    const request: SettleRequest = {
      bolt11,
      amountMsat,
      payerNode: this.deps.nodeKey.publicKeyHex,
    };
    let outcome: SettleOutcome = { kind: 'unclear' };
    for (let attempt = 0; attempt < SETTLE_ATTEMPTS_NOW && outcome.kind === 'unclear'; attempt++) {
      outcome = await network.settle(peer, request);
      outcome = this.checkedOutcome(outcome, decoded.paymentHash);
    }
    if (outcome.kind === 'unclear') {
      this.askLater(network, peer, request, pending, decoded.paymentHash, wallet);
      return pending;
    }
    const concluded = this.conclude(pending, outcome, wallet);
    if (concluded.status === 'failed') {
      throw paymentError(`Payment failed: ${failureReason(outcome)}`);
    }
    return concluded;
  }

  /** A preimage that does not hash to the payment hash proves nothing: not an answer. */
  private checkedOutcome(outcome: SettleOutcome, paymentHash: string): SettleOutcome {
    if (
      outcome.kind === 'paid' &&
      sha256Hex(Buffer.from(outcome.preimage, 'hex')) !== paymentHash
    ) {
      return { kind: 'unclear' };
    }
    return outcome;
  }

  /** Records a clear answer: paid with the fee, or failed with everything held given back. */
  private conclude(pending: PaymentRow, outcome: SettleOutcome, wallet: WalletRow): PaymentRow {
    if (outcome.kind === 'unclear') {
      return pending;
    }
    if (outcome.kind !== 'paid') {
      // LNbits tells no one of a failed payment; the next read shows the balance back.
      return this.deps.ledger.failOutgoing(pending.seq);
    }
    const amountMsat = Math.abs(pending.amount);
    const routingMsat = peerRoutingFeeMsat(amountMsat, feeReserveMsat(amountMsat));
    // LNbits: `fee = -(routing fee + service fee)`, and the service fee goes to its wallet.
    const serviceMsat = serviceFeeMsat(this.deps.serviceFee, amountMsat, false);
    const feeWallet = serviceMsat > 0 ? this.deps.serviceFeeWallet?.() : undefined;
    const { outgoing, feeCredit } = this.deps.ledger.completeOutgoing(
      pending.seq,
      routingMsat + serviceMsat,
      outcome.preimage,
      feeWallet && {
        walletId: feeWallet.id,
        amountMsat: serviceMsat,
        memo: serviceFeeMemo(amountMsat, wallet),
      },
    );
    this.announce(outgoing);
    if (feeCredit) {
      this.announce(feeCredit);
    }
    this.deps.onSettled?.(outgoing);
    return outgoing;
  }

  private readonly laterTimers = new Set<NodeJS.Timeout>();

  /** Keeps asking a peer that gave no clear answer, until it does (or the retries run out). */
  private askLater(
    network: LightningNetwork,
    peer: string,
    request: SettleRequest,
    pending: PaymentRow,
    paymentHash: string,
    wallet: WalletRow,
    retriesLeft = SETTLE_RETRIES_LATER,
  ): void {
    if (retriesLeft <= 0) {
      return; // stays pending, its money held: never guessed either way
    }
    const timer = setTimeout(() => {
      this.laterTimers.delete(timer);
      void network
        .settle(peer, request)
        .then((outcome) => {
          const checked = this.checkedOutcome(outcome, paymentHash);
          if (checked.kind === 'unclear') {
            this.askLater(network, peer, request, pending, paymentHash, wallet, retriesLeft - 1);
          } else {
            this.conclude(pending, checked, wallet);
          }
        })
        .catch(() => undefined); // the database closed under it: the sandbox is stopping
    }, SETTLE_RETRY_INTERVAL_MS);
    timer.unref();
    this.laterTimers.add(timer);
  }

  /** Stops asking peers about pending payments (the sandbox is closing). */
  stop(): void {
    for (const timer of this.laterTimers) {
      clearTimeout(timer);
    }
    this.laterTimers.clear();
  }

  /**
   * The payee's side of the network: a peer holding the secret asks this sandbox to settle one of
   * its invoices. Settled once: the invoice is paid, its wallet credited and told, and the
   * preimage given; the same payer asking again about the same invoice gets the same preimage and
   * credits nothing. Refusals are 4xx errors, so the payer knows nothing was credited.
   */
  settleForPeer(request: SettleRequest): { preimage: string } {
    let decoded: DecodedBolt11;
    try {
      decoded = decodeBolt11(request.bolt11);
    } catch {
      throw httpError(400, 'Invalid invoice.');
    }
    if (decoded.payee !== this.deps.nodeKey.publicKeyHex) {
      throw httpError(404, 'Unknown invoice: this node did not sign it.');
    }
    const invoice = this.deps.ledger.incomingByHash(decoded.paymentHash);
    if (!invoice || invoice.bolt11 !== request.bolt11) {
      throw httpError(404, 'Unknown invoice.');
    }
    if (invoice.amount !== request.amountMsat) {
      throw httpError(400, 'Wrong amount for this invoice.');
    }
    if (invoice.status === 'success') {
      if (this.deps.ledger.peerSettlement(invoice.payment_hash) === request.payerNode) {
        return { preimage: invoice.preimage! };
      }
      throw httpError(409, 'Invoice is already paid.');
    }
    if (invoice.status !== 'pending') {
      throw httpError(409, 'Invoice is not payable.');
    }
    if (invoice.expiry !== null && this.deps.clock.nowSeconds() > invoice.expiry) {
      throw httpError(410, 'Invoice expired.');
    }
    let incoming: PaymentRow;
    try {
      incoming = this.deps.ledger.settleForPeer(invoice.seq, request.payerNode);
    } catch (error) {
      if (error instanceof AlreadySettled) {
        throw httpError(409, 'Invoice is already paid.');
      }
      throw error;
    }
    this.announce(incoming);
    this.deps.onSettled?.(incoming);
    return { preimage: incoming.preimage! };
  }

  /** The wallet-currency fields LNbits' `pay_invoice` adds to an outgoing payment's `extra`. */
  private walletFiat(wallet: WalletRow, amountMsat: number): Record<string, unknown> {
    return fiatAmounts(this.deps.rates, amountMsat / 1000, 'sat', wallet.currency).fiatExtra;
  }

  /** Tells the wallet's websocket channels and the payment-hash channel about a settled payment. */
  private announce(payment: PaymentRow): void {
    const wallet = this.deps.ledger.walletById(payment.wallet_id);
    if (!wallet) {
      return;
    }
    const message = JSON.stringify({
      wallet_balance: Math.floor(wallet.balance_msat / 1000),
      payment: paymentJson(payment),
    });
    this.deps.notifier.publish(wallet.inkey, message);
    this.deps.notifier.publish(wallet.adminkey, message);
    if (payment.amount > 0) {
      this.deps.notifier.publish(
        payment.payment_hash,
        JSON.stringify({ pending: false, status: 'success' }),
      );
      if (payment.webhook) {
        void this.callWebhook(payment);
      }
    }
  }

  private async callWebhook(payment: PaymentRow): Promise<void> {
    let status = '-1';
    try {
      const response = await fetch(payment.webhook!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // LNbits passes payment.json() as `json=`, so the body is a JSON string of the JSON.
        body: JSON.stringify(JSON.stringify(paymentJson(payment))),
        signal: AbortSignal.timeout(5000),
      });
      status = String(response.status);
    } catch {
      status = '-1';
    }
    this.deps.db
      .prepare('UPDATE payments SET webhook_status = ? WHERE seq = ?')
      .run(status, payment.seq);
  }
}

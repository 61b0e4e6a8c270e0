import { createHash, randomBytes } from 'node:crypto';
import { Bolt11Error, decodeBolt11, type DecodedBolt11 } from '../../src/lib/bolt11.ts';
import { feeReserveMsat } from '../../src/lib/fee-reserve.ts';
import type { Db } from '../db/database.ts';
import {
  AlreadySettled,
  InsufficientBalance,
  type Ledger,
  type PaymentRow,
  type WalletRow,
} from '../db/ledger.ts';
import { paymentJson } from '../db/serialize.ts';
import { httpError, paymentError, type ValidationIssue } from '../errors.ts';
import { encodeBolt11 } from '../lightning/bolt11.ts';
import type { NodeKey } from '../lightning/node-key.ts';
import type { RateTable } from '../rates/rate-table.ts';
import type { SandboxClock } from '../time.ts';
import type { Notifier } from './notifier.ts';
import { z } from 'zod';
import { readRequest } from '../validation.ts';

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
}

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

function isHex(value: string): boolean {
  return value.length % 2 === 0 && /^[0-9a-fA-F]*$/.test(value);
}

/** Unexpected server errors carry an id, as LNbits' catch-all handler does. */
export function unexpectedError() {
  return httpError(500, `Unexpected error! ID: ${randomBytes(8).toString('base64url')}`);
}

/**
 * The body of `POST /api/v1/payments` with `out: false`: LNbits' `CreateInvoice` model
 * (core/models/payments.py), its fields in the model's order so that issues come in pydantic's
 * order. Fields the sandbox does not use (`internal`, `fiat_provider`…) are ignored, as LNbits
 * ignores unknown ones. `null` counts as absent.
 */
function createInvoiceRequest(isKnownUnit: (unit: string) => boolean) {
  return z.object({
    unit: z
      .string()
      .refine((unit) => unit === 'sat' || isKnownUnit(unit), 'The provided unit is not supported')
      .nullish(),
    amount: z.number().min(0).nullish(),
    memo: z.string().max(MEMO_MAX_LENGTH).nullish(),
    description_hash: z.string().nullish(),
    unhashed_description: z.string().nullish(),
    payment_hash: z.string().min(64).max(64).nullish(),
    // LNbits takes any integer; a bolt11 expiry must be positive, and the sandbox encodes it.
    expiry: z.int().positive().nullish(),
    extra: z.record(z.string(), z.unknown()).nullish(),
    webhook: z.string().nullish(),
    labels: z.array(z.string()).nullish(),
  });
}

/**
 * Invoice creation and payment: the rules of LNbits' `services/payments.py`, on a sandbox
 * funding source that settles only the invoices it signed itself (like LNbits' FakeWallet).
 */
export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  private readonly invoiceRequest = createInvoiceRequest((unit) => this.deps.rates.has(unit));

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
    const request = readRequest(this.invoiceRequest, input, { moreIssues: options.moreIssues });
    const { amount, memo } = request;
    const unit = request.unit ?? 'sat';
    const expiry = request.expiry ?? DEFAULT_EXPIRY_SECONDS;
    // LNbits compares `None > 0` when the amount is missing: an unhandled TypeError.
    if (amount === undefined || amount === null) {
      throw unexpectedError();
    }
    const descriptionHash = request.description_hash;
    const unhashed = request.unhashed_description;
    if (descriptionHash != null && (!isHex(descriptionHash) || descriptionHash.length !== 64)) {
      throw httpError(400, "'description_hash' must be a valid hex string");
    }
    if (unhashed != null && !isHex(unhashed)) {
      throw httpError(400, "'unhashed_description' must be a valid hex string");
    }
    if (request.payment_hash != null) {
      throw paymentError('Hold invoices are not supported by this wallet.');
    }

    const fiatExtra: Record<string, unknown> = {};
    let amountSat: number;
    if (unit === 'sat') {
      amountSat = Math.trunc(amount);
    } else {
      const converted = this.deps.rates.fiatToSats(amount, unit);
      if (converted === undefined) {
        throw httpError(400, `Could not get exchange rate for ${unit}.`);
      }
      amountSat = converted;
      fiatExtra.fiat_currency = unit;
      fiatExtra.fiat_amount = Math.round(amount * 1000) / 1000;
      fiatExtra.fiat_rate = this.deps.rates.satsPerUnit(unit);
      fiatExtra.btc_rate = this.deps.rates.price(unit);
    }
    if (amountSat <= 0) {
      throw paymentError('Amountless invoices not supported.');
    }
    if (amountSat > MAX_INCOMING_SAT) {
      throw paymentError(
        `Invoice amount ${amountSat} sats is too high. Max allowed: ${MAX_INCOMING_SAT} sats.`,
      );
    }
    if (wallet.currency && this.deps.rates.has(wallet.currency)) {
      fiatExtra.wallet_fiat_currency = wallet.currency;
      fiatExtra.wallet_fiat_amount = this.deps.rates.satsToFiat(amountSat, wallet.currency);
      fiatExtra.wallet_fiat_rate = this.deps.rates.satsPerUnit(wallet.currency);
      fiatExtra.wallet_btc_rate = this.deps.rates.price(wallet.currency);
    }

    let hTag: string | undefined;
    if (typeof descriptionHash === 'string') {
      hTag = descriptionHash.toLowerCase();
    } else if (typeof unhashed === 'string') {
      hTag = sha256Hex(Buffer.from(unhashed, 'hex'));
    }
    const description = hTag ? undefined : typeof memo === 'string' ? memo : this.deps.siteTitle;

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
  payInvoice(
    wallet: WalletRow,
    bolt11: string,
    options: { extra?: Record<string, unknown>; labels?: string[]; description?: string } = {},
  ): PaymentRow {
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
      try {
        const { outgoing, incoming } = this.deps.ledger.settleInternal({
          payerWalletId: wallet.id,
          invoice,
          bolt11,
          memo: options.description ?? decoded.description ?? invoice.memo,
          extra: options.extra,
          labels: options.labels,
        });
        this.announce(incoming);
        this.announce(outgoing);
        return outgoing;
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
    return this.payForeign(wallet, bolt11, amountMsat, options);
  }

  /** Anything not signed by this sandbox fails the way LNbits' FakeWallet fails it. */
  private payForeign(
    wallet: WalletRow,
    bolt11: string,
    amountMsat: number,
    options: { extra?: Record<string, unknown>; labels?: string[]; description?: string },
  ): PaymentRow {
    let decoded: DecodedBolt11;
    try {
      decoded = decodeBolt11(bolt11);
    } catch {
      throw paymentError('Bolt11 decoding failed.');
    }
    const reserveMsat = feeReserveMsat(amountMsat);
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
    this.deps.ledger.addFailedOutgoing({
      checkingId: decoded.paymentHash,
      paymentHash: decoded.paymentHash,
      walletId: wallet.id,
      amountMsat: -amountMsat,
      feeMsat: -reserveMsat,
      bolt11,
      status: 'failed',
      memo: options.description ?? decoded.description ?? null,
      expiry: decoded.expiresAt,
      preimage: null,
      extra: options.extra,
      labels: options.labels,
    });
    throw paymentError('Payment failed: Only internal invoices can be used!');
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

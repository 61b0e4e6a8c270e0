import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import * as nip04 from 'nostr-tools/nip04';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { decodeBolt11, type DecodedBolt11 } from '../../src/lib/bolt11.ts';
import { getSetting, setSetting, type Db } from '../db/database.ts';
import type { Ledger, PaymentRow, WalletRow } from '../db/ledger.ts';
import { isExpired, type NwcKeyRow, type NwcStore } from '../db/nwc.ts';
import { HttpError } from '../errors.ts';
import type { PaymentService } from '../services/payments.ts';
import { nowSeconds } from '../time.ts';
import { withinBudgets } from './budget.ts';
import {
  assertBoolean,
  assertExpirationSeconds,
  assertMsats,
  assertPositiveInt,
  assertPrintable,
  assertSaneString,
  assertSha256,
  pyTruthy,
  pyTypeName,
} from './hardening.ts';
import { SUPPORTED_METHODS, allows } from './permissions.ts';
import { expirationOf, type NostrEvent, type NostrRelay } from './relay.ts';
import {
  ZERO_PREIMAGE,
  listedTransaction,
  lookedUpTransaction,
  madeInvoice,
} from './transactions.ts';

/** NIP-47 event kinds. */
export const NWC_INFO_KIND = 13194;
export const NWC_REQUEST_KIND = 23194;
export const NWC_RESPONSE_KIND = 23195;

export interface NwcServiceKey {
  secretKey: Uint8Array;
  /** x-only public key, hex: the wallet-service pubkey of every pairing URI. */
  pubkey: string;
}

/** The service key lives in the database (like the node key), so pairings survive restarts. */
export function loadNwcServiceKey(db: Db): NwcServiceKey {
  const stored = getSetting(db, 'nwc_service_private_key');
  const secretKey = stored ? hexToBytes(stored) : generateSecretKey();
  if (!stored) {
    setSetting(db, 'nwc_service_private_key', bytesToHex(secretKey));
  }
  return { secretKey, pubkey: getPublicKey(secretKey) };
}

export type NwcErrorCode =
  | 'RATE_LIMITED'
  | 'NOT_IMPLEMENTED'
  | 'INSUFFICIENT_BALANCE'
  | 'QUOTA_EXCEEDED'
  | 'RESTRICTED'
  | 'UNAUTHORIZED'
  | 'INTERNAL'
  | 'UNSUPPORTED_ENCRYPTION'
  | 'PAYMENT_FAILED'
  | 'NOT_FOUND'
  | 'OTHER';

class NwcFailure extends Error {
  constructor(
    readonly code: NwcErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const fail = (code: NwcErrorCode, message: string): never => {
  throw new NwcFailure(code, message);
};

type Params = Record<string, unknown>;

export interface NwcServiceDeps {
  db: Db;
  ledger: Ledger;
  payments: PaymentService;
  store: NwcStore;
  relay: NostrRelay;
  key: NwcServiceKey;
  siteTitle: string;
}

const DEDUPE_MEMORY = 10_000;

/** NIP-47's errors as nwcprovider raises them: listeners' exceptions become `INTERNAL`. */
const internal = (message: string): never => fail('INTERNAL', message);

/** Python's `params.get(name, fallback)`: a key given as null is null, not the fallback. */
function get(params: Params, name: string, fallback: unknown): unknown {
  return Object.hasOwn(params, name) ? params[name] : fallback;
}

/**
 * The `bolt11` library's `decode` as nwcprovider calls it: a string it cannot read as bech32 is
 * "Bech32 string is not valid." (the message of nearly every malformed invoice), anything else
 * fails on its `.lower()`.
 */
function decodeAsNwcprovider(invoice: unknown): DecodedBolt11 {
  if (typeof invoice !== 'string') {
    return internal(`'${pyTypeName(invoice)}' object has no attribute 'lower'`);
  }
  try {
    return decodeBolt11(invoice, { verifySignature: false });
  } catch {
    return internal('Bech32 string is not valid.');
  }
}

function detailOf(error: HttpError): string {
  const detail = (error.body as { detail?: unknown }).detail;
  if (typeof detail === 'string') {
    return detail;
  }
  if (Array.isArray(detail) && detail.length > 0) {
    const first = detail[0] as { loc?: unknown[]; msg?: string };
    return `${(first.loc ?? []).slice(1).join('.')}: ${first.msg ?? 'invalid'}`;
  }
  return error.message;
}

/** One response event's content and its extra tags (multi_pay_invoice tags each with `d`). */
interface NwcOutput {
  result?: unknown;
  error?: { code: NwcErrorCode; message: string };
  tags?: string[][];
}

/**
 * The NIP-47 wallet service: listens on the sandbox relay (in-process) for kind-23194 requests to
 * its pubkey and answers each once with a kind-23195 response. As nwcprovider 1.1.2, it speaks
 * NIP-04 only: its info event names no `encryption`, which NIP-47 reads as NIP-04, and a request
 * it cannot read as NIP-04 (NIP-44 among them, whatever its tags say) gets no answer.
 */
export class NwcService {
  private readonly seen = new Set<string>();
  private unsubscribe?: () => void;
  private stopped = false;

  constructor(private readonly deps: NwcServiceDeps) {}

  get pubkey(): string {
    return this.deps.key.pubkey;
  }

  /** nwcprovider's `provider_key` config value. */
  secretKeyHex(): string {
    return bytesToHex(this.deps.key.secretKey);
  }

  start(): void {
    this.stopped = false;
    this.publishInfo();
    this.unsubscribe = this.deps.relay.subscribe(
      [{ kinds: [NWC_REQUEST_KIND], '#p': [this.deps.key.pubkey] }],
      (event) => this.receive(event),
    );
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /**
   * The info event (kind 13194) as nwcprovider publishes it: the methods, space-separated, and a
   * `p` tag of its own pubkey; no `encryption` tag, so clients use NIP-04.
   */
  publishInfo(): void {
    const event = finalizeEvent(
      {
        kind: NWC_INFO_KIND,
        created_at: nowSeconds(),
        content: SUPPORTED_METHODS.join(' '),
        tags: [['p', this.deps.key.pubkey]],
      },
      this.deps.key.secretKey,
    );
    this.deps.relay.publish(event);
  }

  /** Takes a request from the relay; it runs after the relay has acknowledged it. */
  receive(event: NostrEvent): void {
    if (this.seen.has(event.id)) {
      return;
    }
    this.seen.add(event.id);
    if (this.seen.size > DEDUPE_MEMORY) {
      this.seen.delete(this.seen.values().next().value as string);
    }
    setImmediate(() => {
      if (this.stopped) {
        return;
      }
      try {
        this.handle(event);
      } catch (error) {
        console.error('nwc: could not answer a request', error);
      }
    });
  }

  private handle(event: NostrEvent): void {
    const expiration = expirationOf(event);
    if (expiration !== undefined && expiration <= nowSeconds()) {
      return;
    }
    let request: unknown;
    try {
      request = JSON.parse(nip04.decrypt(this.deps.key.secretKey, event.pubkey, event.content));
    } catch {
      // Not NIP-04 (a NIP-44 request, say) or not JSON: nwcprovider logs it and answers nothing.
      return;
    }
    // Without a string `method` nwcprovider fails before it has anything to answer with.
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      return;
    }
    const method = (request as Params).method;
    if (typeof method !== 'string') {
      return;
    }
    let outputs: NwcOutput[];
    try {
      outputs = this.run(event.pubkey, method, request as Params);
    } catch (error) {
      if (!(error instanceof NwcFailure) && !(error instanceof HttpError)) {
        console.error('nwc: request failed', error);
      }
      const failure =
        error instanceof NwcFailure
          ? error
          : new NwcFailure('INTERNAL', (error as Error).message || 'Internal error');
      outputs = [{ error: { code: failure.code, message: failure.message } }];
    }
    // One event per output; a multi_pay_invoice without invoices has none, so no answer at all.
    for (const output of outputs) {
      const body: Record<string, unknown> = { result_type: method };
      if (output.result !== undefined) {
        body.result = output.result;
      }
      if (output.error !== undefined) {
        body.error = output.error;
      }
      this.respond(event, body, output.tags ?? []);
    }
  }

  /** The kind-23195 answer, NIP-04 encrypted and tagged (extra tags,) `e` (the request), `p` (the client). */
  private respond(request: NostrEvent, body: unknown, extraTags: string[][]): void {
    const content = nip04.encrypt(this.deps.key.secretKey, request.pubkey, JSON.stringify(body));
    const tags = [...extraTags, ['e', request.id], ['p', request.pubkey]];
    const event = finalizeEvent(
      { kind: NWC_RESPONSE_KIND, created_at: nowSeconds(), content, tags },
      this.deps.key.secretKey,
    );
    this.deps.relay.publish(event);
  }

  /**
   * Checks the connection and runs one method, in nwcprovider's order: unknown methods first,
   * then the key, then its permissions, then the parameters. Throws NwcFailure (or a hardening
   * error, which is INTERNAL) for a single error answer.
   */
  private run(clientPubkey: string, method: string, request: Params): NwcOutput[] {
    if (!(SUPPORTED_METHODS as readonly string[]).includes(method)) {
      return fail(
        'NOT_IMPLEMENTED',
        `Method ${method} is not implemented by this service provider`,
      );
    }
    const now = nowSeconds();
    const key = this.deps.store.get(clientPubkey);
    const wallet =
      key && !isExpired(key, now) ? this.deps.ledger.walletById(key.wallet) : undefined;
    if (!key || !wallet) {
      return fail('UNAUTHORIZED', 'This public key has no wallet connected.');
    }
    // As nwcprovider: looking the key up marks it used, allowed or not.
    this.deps.store.touch(key.pubkey, now);
    if (!allows(key.permissions, method)) {
      return fail('RESTRICTED', 'This public key is not allowed to do this operation.');
    }
    switch (method) {
      case 'get_info':
        return [{ result: this.getInfo(key) }];
      case 'get_balance':
        return [{ result: { balance: wallet.balance_msat } }];
      case 'make_invoice':
        return [{ result: this.makeInvoice(wallet, paramsOf(request, {})) }];
      case 'pay_invoice':
        return [{ result: this.payInvoice(key, wallet, paramsOf(request, {})) }];
      case 'multi_pay_invoice':
        return this.multiPayInvoice(key, wallet, paramsOf(request, {}));
      case 'lookup_invoice':
        return [{ result: this.lookupInvoice(wallet, paramsOf(request, {})) }];
      case 'list_transactions':
        // nwcprovider reads `payload.get("params", 0)` here: no params is an int.
        return [{ result: this.listTransactions(wallet, paramsOf(request, 0)) }];
      default:
        return fail(
          'NOT_IMPLEMENTED',
          `Method ${method} is not implemented by this service provider`,
        );
    }
  }

  private getInfo(key: NwcKeyRow) {
    return {
      alias: this.deps.siteTitle,
      color: '',
      network: 'mainnet',
      block_height: 0,
      block_hash: '',
      methods: SUPPORTED_METHODS.filter((m) => allows(key.permissions, m)),
    };
  }

  private makeInvoice(wallet: WalletRow, params: Params) {
    const amount = get(params, 'amount', null);
    if (!pyTruthy(amount)) {
      return internal('Missing amount');
    }
    const description = get(params, 'description', '');
    const descriptionHash = get(params, 'description_hash', null);
    const expiry = get(params, 'expiry', null);
    assertMsats(amount);
    if (pyTruthy(description)) {
      assertSaneString(description);
    }
    if (pyTruthy(descriptionHash)) {
      assertSha256(descriptionHash);
    }
    if (pyTruthy(expiry)) {
      assertExpirationSeconds(expiry);
    }
    // nwcprovider hands LNbits `description.encode("utf-8")` whatever was given.
    if (typeof description !== 'string') {
      return internal(`'${pyTypeName(description)}' object has no attribute 'encode'`);
    }
    let row: PaymentRow;
    try {
      // The invoice commits to sha256(description) unless a hash is given, and is for whole
      // sats: `int(amount / 1000)`, so under 1000 msats LNbits refuses it as amountless.
      row = this.deps.payments.createInvoice(
        wallet,
        {
          amount: Math.trunc(Number(amount) / 1000),
          memo: description,
          description_hash: pyTruthy(descriptionHash) ? (descriptionHash as string) : undefined,
          unhashed_description:
            description !== '' ? Buffer.from(description, 'utf8').toString('hex') : undefined,
          expiry: pyTruthy(expiry) ? Number(expiry) : undefined,
        },
        { keepMemo: true },
      );
    } catch (error) {
      if (error instanceof HttpError) {
        return internal(detailOf(error));
      }
      throw error;
    }
    return madeInvoice(row, { amount, description, descriptionHash, expiry }, nowSeconds());
  }

  private payInvoice(key: NwcKeyRow, wallet: WalletRow, params: Params) {
    const invoice = get(params, 'invoice', null);
    if (!pyTruthy(invoice)) {
      return internal('Missing invoice');
    }
    const decoded = decodeAsNwcprovider(invoice);
    const amountMsats = Number(decoded.amountMsat ?? 0n);
    assertPrintable(invoice);
    assertMsats(amountMsats);
    return { preimage: this.settle(key, wallet, invoice as string, decoded, amountMsats) };
  }

  /**
   * nwcprovider's multi_pay_invoice: every entry needs an `invoice` (else one INTERNAL answer),
   * then each is paid in turn and answered in an event of its own, a success tagged `d` with the
   * entry's `id` or the payment hash, a failure untagged. No invoices, no answer.
   */
  private multiPayInvoice(key: NwcKeyRow, wallet: WalletRow, params: Params): NwcOutput[] {
    const entries = pyIterate(get(params, 'invoices', [])).map((entry) => {
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
        return internal(`'${pyTypeName(entry)}' object has no attribute 'get'`);
      }
      return entry as Params;
    });
    for (const entry of entries) {
      if (!pyTruthy(get(entry, 'invoice', null))) {
        return internal('Missing invoice');
      }
    }
    return entries.map((entry): NwcOutput => {
      try {
        const id = get(entry, 'id', null);
        const invoice = get(entry, 'invoice', null);
        const decoded = decodeAsNwcprovider(invoice);
        const amountMsats = Number(decoded.amountMsat ?? 0n);
        assertPrintable(invoice);
        assertMsats(amountMsats);
        if (pyTruthy(id)) {
          assertSaneString(id);
        }
        const preimage = this.settle(key, wallet, invoice, decoded, amountMsats);
        return {
          result: { preimage },
          tags: [['d', pyTruthy(id) ? (id as string) : decoded.paymentHash]],
        };
      } catch (error) {
        if (error instanceof NwcFailure) {
          return { error: { code: error.code, message: error.message } };
        }
        if (error instanceof HttpError) {
          return { error: { code: 'INTERNAL', message: error.message } };
        }
        throw error;
      }
    });
  }

  /**
   * nwcprovider's `_process_invoice`: the budgets are checked against the invoice amount, LNbits
   * pays, and the spend is counted once the payment call returns (fees are not counted). A payment
   * LNbits refuses as failed is PAYMENT_FAILED with its reason, a short balance included. The
   * answer's preimage is all zeros: LNbits' status check of a settled payment carries none.
   */
  private settle(
    key: NwcKeyRow,
    wallet: WalletRow,
    invoice: string,
    decoded: DecodedBolt11,
    amountMsats: number,
  ): string {
    if (decoded.description) {
      assertSaneString(decoded.description);
    }
    const now = nowSeconds();
    const budgets = this.deps.store.budgets(key.pubkey);
    if (!withinBudgets(budgets, this.deps.store.spends(key.pubkey), amountMsats, now)) {
      return fail('QUOTA_EXCEEDED', 'The wallet has exceeded its spending quota.');
    }
    let payment: PaymentRow;
    try {
      // nwcprovider passes the invoice's description (or "") as the payment's memo, and no
      // `extra`: a payment made over NWC carries no tag, in history as anywhere else.
      payment = this.deps.payments.payInvoice(wallet, invoice, {
        description: decoded.description ?? '',
      });
    } catch (error) {
      if (error instanceof HttpError) {
        const status = (error.body as { status?: unknown }).status;
        return fail(status === 'failed' ? 'PAYMENT_FAILED' : 'INTERNAL', detailOf(error));
      }
      throw error;
    }
    this.deps.store.recordSpend(key.pubkey, amountMsats, payment.payment_hash, now);
    return ZERO_PREIMAGE;
  }

  private lookupInvoice(wallet: WalletRow, params: Params) {
    let paymentHash = get(params, 'payment_hash', null);
    const invoice = get(params, 'invoice', null);
    if (!pyTruthy(paymentHash) && !pyTruthy(invoice)) {
      return internal('Missing payment_hash or invoice');
    }
    if (!pyTruthy(paymentHash)) {
      paymentHash = decodeAsNwcprovider(invoice).paymentHash;
    }
    if (pyTruthy(paymentHash)) {
      assertSha256(paymentHash);
    }
    if (pyTruthy(invoice)) {
      assertPrintable(invoice);
    }
    // LNbits' get_wallet_payment takes the first row SQLite finds, the oldest: for a payment to
    // the wallet itself, the invoice rather than the payment.
    const row = this.deps.db
      .prepare(
        'SELECT * FROM payments WHERE wallet_id = ? AND payment_hash = ? ORDER BY seq LIMIT 1',
      )
      .get(wallet.id, paymentHash) as PaymentRow | undefined;
    if (!row) {
      return internal('Payment not found');
    }
    return lookedUpTransaction(row);
  }

  /**
   * As nwcprovider (through LNbits' get_payments): payments after `from` (strictly), settled
   * ones and outgoing pending ones, or with `unpaid` every pending one too; `type` other than
   * "incoming" or "outgoing" filters nothing; newest first; `limit` 0 means no limit. `until` is
   * checked but not applied: nwcprovider builds its filter and drops it.
   */
  private listTransactions(wallet: WalletRow, params: Params) {
    const from = get(params, 'from', 0);
    const until = get(params, 'until', nowSeconds());
    const limit = get(params, 'limit', 10);
    const offset = get(params, 'offset', 0);
    const unpaid = get(params, 'unpaid', false);
    const type = get(params, 'type', '');
    assertPositiveInt(from);
    assertPositiveInt(until);
    assertPositiveInt(limit);
    assertPositiveInt(offset);
    assertBoolean(unpaid);
    assertSaneString(type);
    const conditions = ['wallet_id = ?', 'time_us > ?'];
    conditions.push(
      unpaid
        ? "status IN ('success', 'pending')"
        : "(status = 'success' OR (amount < 0 AND status = 'pending'))",
    );
    const outgoing = type === '' || type === 'outgoing';
    const incoming = type === '' || type === 'incoming';
    if (outgoing && !incoming) {
      conditions.push('amount < 0');
    } else if (incoming && !outgoing) {
      conditions.push('amount > 0');
    }
    const rows = this.deps.db
      .prepare(
        `SELECT * FROM payments WHERE ${conditions.join(' AND ')}
         ORDER BY time_us DESC, seq DESC LIMIT ? OFFSET ?`,
      )
      .all(
        wallet.id,
        Number(from) * 1_000_000,
        Number(limit) || -1,
        Number(offset),
      ) as PaymentRow[];
    return { transactions: rows.map(listedTransaction) };
  }
}

/**
 * A request's `params` as nwcprovider reads them, `payload.get("params", fallback)`: absent is
 * the fallback, and what is not a dict fails on its `.get`.
 */
function paramsOf(request: Params, fallback: Params | 0): Params {
  const params = get(request, 'params', fallback);
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return internal(`'${pyTypeName(params)}' object has no attribute 'get'`);
  }
  return params as Params;
}

/** Python's `for x in value`: a list's items, a dict's keys, a string's characters. */
function pyIterate(value: unknown): unknown[] {
  if (Array.isArray(value)) {
    return value;
  }
  if (typeof value === 'string') {
    return [...value];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.keys(value);
  }
  return internal(`'${pyTypeName(value)}' object is not iterable`);
}

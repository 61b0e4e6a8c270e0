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
import { SUPPORTED_METHODS, allows } from './permissions.ts';
import { expirationOf, type NostrEvent, type NostrRelay } from './relay.ts';

/** NIP-47 event kinds. */
export const NWC_INFO_KIND = 13194;
export const NWC_REQUEST_KIND = 23194;
export const NWC_RESPONSE_KIND = 23195;

/** The `extra.tag` of payments made and invoices created through NWC. */
export const NWC_PAYMENT_TAG = 'nwcprovider';

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
const ZERO_PREIMAGE = '0'.repeat(64);

function decodeQuietly(bolt11: string): DecodedBolt11 | undefined {
  try {
    return decodeBolt11(bolt11, { verifySignature: false });
  } catch {
    return undefined;
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

/** NIP-47's transaction object for a payment row. */
export function nwcTransaction(row: PaymentRow, now = nowSeconds()) {
  const outgoing = row.amount < 0;
  const decoded = decodeQuietly(row.bolt11);
  const extra = JSON.parse(row.extra) as Record<string, unknown>;
  const createdAt = Math.floor(row.time_us / 1_000_000);
  const expiresAt = row.expiry ?? createdAt + 3600;
  const settled = row.status === 'success';
  const state = settled
    ? 'settled'
    : row.status === 'failed'
      ? 'failed'
      : expiresAt < now
        ? 'expired'
        : 'pending';
  const comment = typeof extra.comment === 'string' ? extra.comment : '';
  return {
    type: outgoing ? 'outgoing' : 'incoming',
    state,
    invoice: row.bolt11,
    description: comment || row.memo || decoded?.description || '',
    description_hash: decoded?.descriptionHash ?? null,
    preimage: settled || !outgoing ? (row.preimage ?? ZERO_PREIMAGE) : null,
    payment_hash: row.payment_hash,
    amount: Math.abs(row.amount),
    fees_paid: Math.abs(row.fee),
    created_at: createdAt,
    expires_at: expiresAt,
    settled_at: settled ? Math.floor(row.updated_us / 1_000_000) : null,
    metadata: {},
  };
}

function integerParam(params: Params, name: string, fallback: number): number {
  const value = params[name];
  if (value === undefined || value === null) {
    return fallback;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    return fail('OTHER', `${name} must be a non-negative integer`);
  }
  return value;
}

function stringParam(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'string') {
    return fail('OTHER', `${name} must be a string`);
  }
  return value;
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
    let request: { method?: unknown; params?: unknown };
    try {
      request = JSON.parse(
        nip04.decrypt(this.deps.key.secretKey, event.pubkey, event.content),
      ) as typeof request;
    } catch {
      // Not NIP-04 (a NIP-44 request, say) or not JSON: nwcprovider logs it and answers nothing.
      return;
    }
    const method = typeof request.method === 'string' ? request.method : '';
    const params =
      typeof request.params === 'object' && request.params !== null
        ? (request.params as Params)
        : {};
    let body: Record<string, unknown>;
    try {
      body = { result_type: method, result: this.run(event.pubkey, method, params) };
    } catch (error) {
      const failure =
        error instanceof NwcFailure
          ? error
          : new NwcFailure('INTERNAL', (error as Error).message || 'Internal error');
      if (!(error instanceof NwcFailure)) {
        console.error('nwc: request failed', error);
      }
      body = { result_type: method, error: { code: failure.code, message: failure.message } };
    }
    this.respond(event, body);
  }

  /** The kind-23195 answer, NIP-04 encrypted and tagged `e` (the request) then `p` (the client). */
  private respond(request: NostrEvent, body: unknown): void {
    const content = nip04.encrypt(this.deps.key.secretKey, request.pubkey, JSON.stringify(body));
    const tags = [
      ['e', request.id],
      ['p', request.pubkey],
    ];
    const event = finalizeEvent(
      { kind: NWC_RESPONSE_KIND, created_at: nowSeconds(), content, tags },
      this.deps.key.secretKey,
    );
    this.deps.relay.publish(event);
  }

  /** Checks the connection and runs one method; throws NwcFailure for NIP-47 errors. */
  private run(clientPubkey: string, method: string, params: Params): unknown {
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
        return this.getInfo(key);
      case 'get_balance':
        return { balance: wallet.balance_msat };
      case 'make_invoice':
        return this.makeInvoice(key, wallet, params);
      case 'pay_invoice':
        return this.payInvoice(key, wallet, params, now);
      case 'lookup_invoice':
        return this.lookupInvoice(wallet, params);
      case 'list_transactions':
        return this.listTransactions(wallet, params, now);
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

  private makeInvoice(key: NwcKeyRow, wallet: WalletRow, params: Params) {
    const amount = params.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return fail('OTHER', 'amount (msats) must be a positive integer');
    }
    const description = stringParam(params, 'description') ?? '';
    const descriptionHash = stringParam(params, 'description_hash');
    const expiry =
      params.expiry === undefined || params.expiry === null ? undefined : params.expiry;
    if (
      expiry !== undefined &&
      (typeof expiry !== 'number' || !Number.isInteger(expiry) || expiry <= 0)
    ) {
      return fail('OTHER', 'expiry must be a positive integer of seconds');
    }
    if (amount < 1000) {
      return fail(
        'OTHER',
        'amount must be at least 1000 msats: this wallet makes whole-sat invoices',
      );
    }
    let row: PaymentRow;
    try {
      // As nwcprovider: the invoice commits to sha256(description) unless a hash is given.
      row = this.deps.payments.createInvoice(
        wallet,
        {
          amount: Math.floor(amount / 1000),
          memo: description,
          description_hash: descriptionHash,
          unhashed_description:
            descriptionHash === undefined && description !== ''
              ? Buffer.from(description, 'utf8').toString('hex')
              : undefined,
          expiry,
          extra: { tag: NWC_PAYMENT_TAG, nwc_pubkey: key.pubkey },
        },
        { keepMemo: true },
      );
    } catch (error) {
      if (error instanceof HttpError) {
        return fail('OTHER', detailOf(error));
      }
      throw error;
    }
    return nwcTransaction(row);
  }

  private payInvoice(key: NwcKeyRow, wallet: WalletRow, params: Params, now: number) {
    const invoice = stringParam(params, 'invoice');
    if (!invoice) {
      return fail('OTHER', 'Missing invoice');
    }
    const decoded = decodeQuietly(invoice);
    if (!decoded) {
      return fail('PAYMENT_FAILED', 'Bolt11 decoding failed.');
    }
    if (decoded.amountMsat === null || decoded.amountMsat === 0n) {
      return fail('PAYMENT_FAILED', 'Amountless invoices not supported.');
    }
    const amountMsat = Number(decoded.amountMsat);
    const budgets = this.deps.store.budgets(key.pubkey);
    if (!withinBudgets(budgets, this.deps.store.spends(key.pubkey), amountMsat, now)) {
      return fail('QUOTA_EXCEEDED', 'The wallet has exceeded its spending quota.');
    }
    let payment: PaymentRow;
    try {
      payment = this.deps.payments.payInvoice(wallet, invoice, {
        extra: { tag: NWC_PAYMENT_TAG, nwc_pubkey: key.pubkey },
      });
    } catch (error) {
      if (error instanceof HttpError) {
        // nwcprovider reports every refused payment, a short balance too, as PAYMENT_FAILED.
        return fail('PAYMENT_FAILED', detailOf(error));
      }
      throw error;
    }
    // Spends count when the payment call returns (pending ones too); fees are not counted.
    this.deps.store.recordSpend(key.pubkey, amountMsat, payment.payment_hash, now);
    // nwcprovider answers the preimage alone (NIP-47's fees_paid is optional).
    return { preimage: payment.preimage ?? ZERO_PREIMAGE };
  }

  private lookupInvoice(wallet: WalletRow, params: Params) {
    let paymentHash = stringParam(params, 'payment_hash');
    const invoice = stringParam(params, 'invoice');
    if (!paymentHash && !invoice) {
      return fail('OTHER', 'Missing payment_hash or invoice');
    }
    if (!paymentHash) {
      const decoded = decodeQuietly(invoice!);
      if (!decoded) {
        return fail('OTHER', 'Bolt11 decoding failed.');
      }
      paymentHash = decoded.paymentHash;
    }
    const row = this.deps.db
      .prepare(
        `SELECT * FROM payments WHERE wallet_id = ? AND payment_hash = ?
         ORDER BY (status = 'success') DESC, seq DESC LIMIT 1`,
      )
      .get(wallet.id, paymentHash.toLowerCase()) as PaymentRow | undefined;
    if (!row) {
      return fail('NOT_FOUND', 'Payment not found');
    }
    return nwcTransaction(row);
  }

  private listTransactions(wallet: WalletRow, params: Params, now: number) {
    const from = integerParam(params, 'from', 0);
    const until = integerParam(params, 'until', now);
    const limit = integerParam(params, 'limit', 10);
    const offset = integerParam(params, 'offset', 0);
    const unpaid = params.unpaid ?? false;
    if (typeof unpaid !== 'boolean') {
      return fail('OTHER', 'unpaid must be a boolean');
    }
    const type = stringParam(params, 'type') ?? '';
    if (type !== '' && type !== 'incoming' && type !== 'outgoing') {
      return fail('OTHER', 'type must be incoming or outgoing');
    }
    const conditions = ['wallet_id = ?', 'time_us >= ?', 'time_us < ?'];
    const values: (string | number)[] = [wallet.id, from * 1_000_000, (until + 1) * 1_000_000];
    conditions.push(unpaid ? "status IN ('success', 'pending')" : "status = 'success'");
    if (type === 'incoming') {
      conditions.push('amount > 0');
    } else if (type === 'outgoing') {
      conditions.push('amount < 0');
    }
    const rows = this.deps.db
      .prepare(
        `SELECT * FROM payments WHERE ${conditions.join(' AND ')}
         ORDER BY time_us DESC, seq DESC LIMIT ? OFFSET ?`,
      )
      .all(...values, Math.min(limit, 1000), offset) as PaymentRow[];
    return { transactions: rows.map((row) => nwcTransaction(row, now)) };
  }
}

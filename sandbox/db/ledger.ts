import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';
import { nowUs } from '../time.ts';

export interface WalletRow {
  id: string;
  user_id: string;
  name: string;
  adminkey: string;
  inkey: string;
  currency: string | null;
  balance_msat: number;
  deleted: number;
  created_us: number;
  updated_us: number;
  extra: string;
  /** LNbits' StoredPayLinks as JSON: `{"links": [{lnurl, label, last_used}]}`. */
  stored_paylinks: string;
}

export interface UserRow {
  id: string;
  created_us: number;
  /** JSON array of the extension ids enabled for the account. */
  extensions: string;
}

export type PaymentStatus = 'pending' | 'success' | 'failed';

export interface PaymentRow {
  seq: number;
  checking_id: string;
  payment_hash: string;
  wallet_id: string;
  amount: number;
  fee: number;
  bolt11: string;
  status: PaymentStatus;
  memo: string | null;
  expiry: number | null;
  webhook: string | null;
  webhook_status: string | null;
  preimage: string | null;
  tag: string | null;
  extension: string | null;
  time_us: number;
  created_us: number;
  updated_us: number;
  labels: string;
  extra: string;
  fiat_provider: string | null;
}

export interface NewPayment {
  checkingId: string;
  paymentHash: string;
  walletId: string;
  amountMsat: number;
  feeMsat?: number;
  bolt11: string;
  status: PaymentStatus;
  memo: string | null;
  expiry: number | null;
  webhook?: string | null;
  preimage: string | null;
  tag?: string | null;
  extension?: string | null;
  labels?: string[];
  extra?: Record<string, unknown>;
}

/** LNbits ids and keys are uuid4 hex: 32 lowercase hex characters. */
export function newId(): string {
  const bytes = randomBytes(16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return bytes.toString('hex');
}

const DEFAULT_WALLET_EXTRA = JSON.stringify({
  icon: 'flash_on',
  color: 'primary',
  pinned: false,
  shared_with: [],
});

export class InsufficientBalance extends Error {}

/**
 * All writes that move money. better-sqlite3 is synchronous, so each transaction runs to its end
 * before another request is looked at; the CHECK on `balance_msat` is the last line of defence.
 */
export class Ledger {
  private readonly keyCache = new Map<string, { walletId: string; isAdmin: boolean }>();
  private readonly stmts;

  constructor(readonly db: Db) {
    this.stmts = {
      insertUser: db.prepare('INSERT INTO users (id, created_us, extensions) VALUES (?, ?, ?)'),
      insertWallet: db.prepare(
        `INSERT INTO wallets (id, user_id, name, adminkey, inkey, currency, balance_msat, created_us, updated_us, extra)
         VALUES (@id, @user_id, @name, @adminkey, @inkey, @currency, 0, @created_us, @updated_us, @extra)`,
      ),
      walletById: db.prepare('SELECT * FROM wallets WHERE id = ? AND deleted = 0'),
      walletByKey: db.prepare(
        'SELECT * FROM wallets WHERE (adminkey = ? OR inkey = ?) AND deleted = 0',
      ),
      userExtensions: db.prepare('SELECT extensions FROM users WHERE id = ?'),
      userById: db.prepare('SELECT * FROM users WHERE id = ?'),
      walletsOfUser: db.prepare(
        'SELECT * FROM wallets WHERE user_id = ? AND deleted = 0 ORDER BY created_us, id',
      ),
      addBalance: db.prepare(
        'UPDATE wallets SET balance_msat = balance_msat + ?, updated_us = ? WHERE id = ?',
      ),
      updateWallet: db.prepare(
        'UPDATE wallets SET name = ?, currency = ?, extra = ?, updated_us = ? WHERE id = ?',
      ),
      setStoredPaylinks: db.prepare(
        'UPDATE wallets SET stored_paylinks = ?, updated_us = ? WHERE id = ?',
      ),
      setKeys: db.prepare(
        'UPDATE wallets SET adminkey = ?, inkey = ?, updated_us = ? WHERE id = ?',
      ),
      insertPayment: db.prepare(
        `INSERT INTO payments (checking_id, payment_hash, wallet_id, amount, fee, bolt11, status, memo, expiry,
           webhook, preimage, tag, extension, time_us, created_us, updated_us, labels, extra)
         VALUES (@checking_id, @payment_hash, @wallet_id, @amount, @fee, @bolt11, @status, @memo, @expiry,
           @webhook, @preimage, @tag, @extension, @time_us, @created_us, @updated_us, @labels, @extra)`,
      ),
      paymentBySeq: db.prepare('SELECT * FROM payments WHERE seq = ?'),
      paymentByCheckingId: db.prepare('SELECT * FROM payments WHERE checking_id = ?'),
      incomingByHash: db.prepare(
        'SELECT * FROM payments WHERE payment_hash = ? AND amount > 0 ORDER BY seq LIMIT 1',
      ),
      setStatus: db.prepare('UPDATE payments SET status = ?, updated_us = ? WHERE seq = ?'),
    };
  }

  createUser(extensions: string[]): string {
    const id = newId();
    this.stmts.insertUser.run(id, nowUs(), JSON.stringify(extensions));
    return id;
  }

  userExtensions(userId: string): string[] {
    const row = this.stmts.userExtensions.get(userId) as { extensions: string } | undefined;
    return row ? (JSON.parse(row.extensions) as string[]) : [];
  }

  userById(id: string): UserRow | undefined {
    return this.stmts.userById.get(id) as UserRow | undefined;
  }

  /** The account's live wallets, oldest first (LNbits' `get_user_from_account` order). */
  walletsOfUser(userId: string): WalletRow[] {
    return this.stmts.walletsOfUser.all(userId) as WalletRow[];
  }

  createWallet(userId: string, name: string, currency: string | null = 'USD'): WalletRow {
    const now = nowUs();
    const row = {
      id: newId(),
      user_id: userId,
      name,
      adminkey: newId(),
      inkey: newId(),
      currency,
      created_us: now,
      updated_us: now,
      extra: DEFAULT_WALLET_EXTRA,
    };
    this.stmts.insertWallet.run(row);
    return this.walletById(row.id)!;
  }

  walletById(id: string): WalletRow | undefined {
    return this.stmts.walletById.get(id) as WalletRow | undefined;
  }

  /** Resolves an inkey or adminkey; the key→wallet map is cached, the row (balance) is not. */
  walletByKey(key: string): { wallet: WalletRow; isAdmin: boolean } | undefined {
    const cached = this.keyCache.get(key);
    if (cached) {
      const wallet = this.walletById(cached.walletId);
      if (wallet) {
        return { wallet, isAdmin: cached.isAdmin };
      }
      this.keyCache.delete(key);
      return undefined;
    }
    const wallet = this.stmts.walletByKey.get(key, key) as WalletRow | undefined;
    if (!wallet) {
      return undefined;
    }
    const isAdmin = wallet.adminkey === key;
    this.keyCache.set(key, { walletId: wallet.id, isAdmin });
    return { wallet, isAdmin };
  }

  updateWallet(id: string, changes: { name?: string; currency?: string | null; extra?: string }) {
    const wallet = this.walletById(id);
    if (!wallet) {
      return undefined;
    }
    this.stmts.updateWallet.run(
      changes.name ?? wallet.name,
      changes.currency === undefined ? wallet.currency : changes.currency,
      changes.extra ?? wallet.extra,
      nowUs(),
      id,
    );
    return this.walletById(id);
  }

  /** Replaces the wallet's stored pay links (a StoredPayLinks JSON). */
  setStoredPaylinks(id: string, json: string): WalletRow | undefined {
    this.stmts.setStoredPaylinks.run(json, nowUs(), id);
    return this.walletById(id);
  }

  /**
   * New admin and invoice keys (LNbits' `PUT /api/v1/wallet/reset/{id}`): the old ones stop
   * opening the wallet at once, cached or not. Everything kept by wallet id stays.
   */
  resetKeys(id: string): WalletRow | undefined {
    const wallet = this.walletById(id);
    if (!wallet) {
      return undefined;
    }
    this.keyCache.delete(wallet.adminkey);
    this.keyCache.delete(wallet.inkey);
    this.stmts.setKeys.run(newId(), newId(), nowUs(), id);
    return this.walletById(id);
  }

  private insert(payment: NewPayment): PaymentRow {
    const now = nowUs();
    const extra = payment.extra ?? {};
    const info = this.stmts.insertPayment.run({
      checking_id: payment.checkingId,
      payment_hash: payment.paymentHash,
      wallet_id: payment.walletId,
      amount: payment.amountMsat,
      fee: payment.feeMsat ?? 0,
      bolt11: payment.bolt11,
      status: payment.status,
      memo: payment.memo,
      expiry: payment.expiry,
      webhook: payment.webhook ?? null,
      preimage: payment.preimage,
      tag: payment.tag ?? (typeof extra.tag === 'string' ? extra.tag : null),
      extension: payment.extension ?? null,
      time_us: now,
      created_us: now,
      updated_us: now,
      labels: JSON.stringify(payment.labels ?? []),
      extra: JSON.stringify(extra),
    });
    return this.stmts.paymentBySeq.get(info.lastInsertRowid) as PaymentRow;
  }

  /** A new invoice waiting to be paid. Does not touch any balance. */
  addIncoming(payment: NewPayment): PaymentRow {
    return this.insert({ ...payment, status: 'pending' });
  }

  /** A record of value that enters the sandbox from outside (the bank's reserve). */
  addGenesisCredit(payment: NewPayment): PaymentRow {
    return this.db.transaction(() => {
      const row = this.insert({ ...payment, status: 'success' });
      this.stmts.addBalance.run(payment.amountMsat, nowUs(), payment.walletId);
      return row;
    })();
  }

  incomingByHash(paymentHash: string): PaymentRow | undefined {
    return this.stmts.incomingByHash.get(paymentHash) as PaymentRow | undefined;
  }

  paymentByCheckingId(checkingId: string): PaymentRow | undefined {
    return this.stmts.paymentByCheckingId.get(checkingId) as PaymentRow | undefined;
  }

  /**
   * Settles a pending invoice of this sandbox from the payer's balance, atomically: the payer's
   * outgoing record, the debit, the credit and the invoice's new status happen together or not at
   * all. The caller has checked the invoice; this re-checks what could have changed since.
   */
  settleInternal(args: {
    payerWalletId: string;
    invoice: PaymentRow;
    bolt11: string;
    memo: string | null;
    extra?: Record<string, unknown>;
    labels?: string[];
    /** The service fee (msat, ≥ 0) the payer pays besides the amount. */
    feeMsat?: number;
    /** Where the service fee goes, as its own incoming record (`service_fee_<hash>`). */
    feeCredit?: { walletId: string; memo: string };
  }): { outgoing: PaymentRow; incoming: PaymentRow; feeCredit?: PaymentRow } {
    return this.db.transaction(() => {
      const fresh = this.stmts.paymentBySeq.get(args.invoice.seq) as PaymentRow;
      if (fresh.status !== 'pending') {
        throw new AlreadySettled(fresh.status);
      }
      const feeMsat = args.feeMsat ?? 0;
      const payer = this.walletById(args.payerWalletId);
      if (!payer || payer.balance_msat < fresh.amount + feeMsat) {
        throw new InsufficientBalance();
      }
      const now = nowUs();
      const outgoing = this.insert({
        checkingId: `internal_${fresh.payment_hash}`,
        paymentHash: fresh.payment_hash,
        walletId: payer.id,
        amountMsat: -fresh.amount,
        feeMsat: -feeMsat, // a cost, as every fee in this table; paymentJson shows LNbits' sign
        bolt11: args.bolt11,
        status: 'success',
        memo: args.memo,
        expiry: fresh.expiry,
        preimage: fresh.preimage,
        extra: args.extra,
        labels: args.labels,
      });
      this.stmts.addBalance.run(-(fresh.amount + feeMsat), now, payer.id);
      this.stmts.addBalance.run(fresh.amount, now, fresh.wallet_id);
      this.stmts.setStatus.run('success', now, fresh.seq);
      let feeCredit: PaymentRow | undefined;
      if (args.feeCredit && feeMsat > 0) {
        feeCredit = this.insert({
          checkingId: `service_fee_${fresh.payment_hash}`,
          paymentHash: fresh.payment_hash,
          walletId: args.feeCredit.walletId,
          amountMsat: feeMsat,
          feeMsat: 0,
          bolt11: args.bolt11,
          status: 'success',
          memo: args.feeCredit.memo,
          expiry: null,
          preimage: null,
        });
        this.stmts.addBalance.run(feeMsat, now, args.feeCredit.walletId);
      }
      const incoming = this.stmts.paymentBySeq.get(fresh.seq) as PaymentRow;
      return { outgoing, incoming, feeCredit };
    })();
  }

  /**
   * An outgoing payment on its way to another node: recorded pending with the fee reserve as its
   * fee, and the amount and the reserve held back from the balance at once (LNbits' balance view
   * counts pending outgoing payments), so nothing can spend them twice while the payee answers.
   */
  addPendingOutgoing(payment: NewPayment): PaymentRow {
    return this.db.transaction(() => {
      const held = Math.abs(payment.amountMsat) + Math.abs(payment.feeMsat ?? 0);
      const wallet = this.walletById(payment.walletId);
      if (!wallet || wallet.balance_msat < held) {
        throw new InsufficientBalance();
      }
      const row = this.insert({ ...payment, status: 'pending' });
      this.stmts.addBalance.run(-held, nowUs(), payment.walletId);
      return row;
    })();
  }

  /**
   * A pending outgoing payment the payee settled: the actual fee (msat, ≥ 0, at most the reserve
   * held) replaces the reserve, what was held beyond it goes back to the balance.
   */
  completeOutgoing(
    seq: number,
    feeMsat: number,
    preimage: string,
    /** LNbits' service fee, part of `feeMsat`, credited to its wallet as its own record. */
    serviceFee?: { walletId: string; amountMsat: number; memo: string },
  ): { outgoing: PaymentRow; feeCredit?: PaymentRow } {
    return this.db.transaction(() => {
      const fresh = this.stmts.paymentBySeq.get(seq) as PaymentRow;
      if (fresh.status !== 'pending') {
        throw new AlreadySettled(fresh.status);
      }
      const heldFeeMsat = Math.abs(fresh.fee);
      if (feeMsat < 0 || feeMsat > heldFeeMsat) {
        throw new RangeError(`fee ${feeMsat} msat is outside the reserve of ${heldFeeMsat}`);
      }
      const now = nowUs();
      this.db
        .prepare(
          "UPDATE payments SET status = 'success', fee = ?, preimage = ?, updated_us = ? WHERE seq = ?",
        )
        .run(-feeMsat, preimage, now, seq);
      this.stmts.addBalance.run(heldFeeMsat - feeMsat, now, fresh.wallet_id);
      let feeCredit: PaymentRow | undefined;
      if (serviceFee && serviceFee.amountMsat > 0) {
        feeCredit = this.insert({
          checkingId: `service_fee_${fresh.payment_hash}`,
          paymentHash: fresh.payment_hash,
          walletId: serviceFee.walletId,
          amountMsat: serviceFee.amountMsat,
          bolt11: fresh.bolt11,
          status: 'success',
          memo: serviceFee.memo,
          expiry: null,
          preimage: null,
        });
        this.stmts.addBalance.run(serviceFee.amountMsat, now, serviceFee.walletId);
      }
      return { outgoing: this.stmts.paymentBySeq.get(seq) as PaymentRow, feeCredit };
    })();
  }

  /** A pending outgoing payment the payee refused: failed, and what was held is back. */
  failOutgoing(seq: number): PaymentRow {
    return this.db.transaction(() => {
      const fresh = this.stmts.paymentBySeq.get(seq) as PaymentRow;
      if (fresh.status !== 'pending') {
        throw new AlreadySettled(fresh.status);
      }
      const now = nowUs();
      this.stmts.setStatus.run('failed', now, seq);
      this.stmts.addBalance.run(Math.abs(fresh.amount) + Math.abs(fresh.fee), now, fresh.wallet_id);
      return this.stmts.paymentBySeq.get(seq) as PaymentRow;
    })();
  }

  /**
   * Settles a pending invoice of this sandbox for a payer on another node: the invoice is paid,
   * its wallet credited, and the payer noted, all at once. Throws AlreadySettled when it is not
   * pending any more (a second, concurrent request finds it paid and credits nothing).
   */
  settleForPeer(invoiceSeq: number, payerNode: string): PaymentRow {
    return this.db.transaction(() => {
      const fresh = this.stmts.paymentBySeq.get(invoiceSeq) as PaymentRow;
      if (fresh.status !== 'pending' || fresh.amount <= 0) {
        throw new AlreadySettled(fresh.status);
      }
      const now = nowUs();
      this.stmts.setStatus.run('success', now, fresh.seq);
      this.stmts.addBalance.run(fresh.amount, now, fresh.wallet_id);
      this.db
        .prepare(
          'INSERT INTO lightning_settlements (payment_hash, payer_node, settled_us) VALUES (?, ?, ?)',
        )
        .run(fresh.payment_hash, payerNode, now);
      return this.stmts.paymentBySeq.get(fresh.seq) as PaymentRow;
    })();
  }

  /** The payer node an invoice of this sandbox was settled for over the network, if it was. */
  peerSettlement(paymentHash: string): string | undefined {
    const row = this.db
      .prepare('SELECT payer_node FROM lightning_settlements WHERE payment_hash = ?')
      .get(paymentHash) as { payer_node: string } | undefined;
    return row?.payer_node;
  }

  /** An outgoing attempt that the funding source refused: kept in history, no money moves. */
  addFailedOutgoing(payment: NewPayment): PaymentRow {
    return this.insert({ ...payment, status: 'failed' });
  }

  setStatus(seq: number, status: PaymentStatus): void {
    this.stmts.setStatus.run(status, nowUs(), seq);
  }
}

export class AlreadySettled extends Error {
  constructor(readonly status: PaymentStatus) {
    super(`invoice is ${status}`);
  }
}

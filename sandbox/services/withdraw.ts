import { bech32 } from '@scure/base';
import { randomBytes } from 'node:crypto';
import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import { getSetting, setSetting, type Db } from '../db/database.ts';
import type { WalletRow } from '../db/ledger.ts';
import { HttpError, httpError } from '../errors.ts';
import { nowSeconds } from '../time.ts';
import type { PaymentService } from './payments.ts';

/** LNbits' withdraw extension limit on `uses` for links made over the API. */
export const MAX_API_USES = 250;

export interface WithdrawLinkRow {
  id: string;
  wallet: string;
  title: string;
  min_withdrawable: number;
  max_withdrawable: number;
  uses: number;
  wait_time: number;
  unique_hash: string;
  k1: string;
  open_time: number;
  used: number;
  created_at: number;
}

export interface NewWithdrawLink {
  title: string;
  minWithdrawable: number;
  maxWithdrawable: number;
  uses: number;
  waitTime: number;
}

/** A LUD-03 callback outcome: `{"status":"OK"}` or `{"status":"ERROR","reason":…}`. */
export type LnurlStatus = { status: 'OK' } | { status: 'ERROR'; reason: string };

const lnurlError = (reason: string): LnurlStatus => ({ status: 'ERROR', reason });

/**
 * Upper-case bech32 LNURL of any URL. `encodeLnurl` from src/lib refuses plain http off loopback;
 * the sandbox may be reached on a LAN address, and the link must still be shown.
 */
export function lnurlOf(url: string): string {
  const words = bech32.toWords(new TextEncoder().encode(url));
  return bech32.encode('lnurl', words, 8192).toUpperCase();
}

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * LNURL-withdraw links (LNbits' withdraw extension, simplified): a link lets anyone holding it
 * pull up to `uses` payments of `min_withdrawable`–`max_withdrawable` sats from its wallet.
 */
export class WithdrawService {
  constructor(
    private readonly deps: {
      db: Db;
      payments: PaymentService;
      walletById: (id: string) => WalletRow | undefined;
    },
  ) {}

  create(wallet: WalletRow, input: NewWithdrawLink): WithdrawLinkRow {
    const row: WithdrawLinkRow = {
      id: randomId(16),
      wallet: wallet.id,
      title: input.title,
      min_withdrawable: input.minWithdrawable,
      max_withdrawable: input.maxWithdrawable,
      uses: input.uses,
      wait_time: input.waitTime,
      unique_hash: randomId(16),
      k1: randomId(24),
      open_time: nowSeconds(),
      used: 0,
      created_at: Date.now(),
    };
    this.deps.db
      .prepare(
        `INSERT INTO withdraw_links (id, wallet, title, min_withdrawable, max_withdrawable, uses,
           wait_time, unique_hash, k1, open_time, used, created_at)
         VALUES (@id, @wallet, @title, @min_withdrawable, @max_withdrawable, @uses,
           @wait_time, @unique_hash, @k1, @open_time, @used, @created_at)`,
      )
      .run(row);
    return row;
  }

  byId(id: string): WithdrawLinkRow | undefined {
    return this.deps.db.prepare('SELECT * FROM withdraw_links WHERE id = ?').get(id) as
      WithdrawLinkRow | undefined;
  }

  byHash(uniqueHash: string): WithdrawLinkRow | undefined {
    return this.deps.db
      .prepare('SELECT * FROM withdraw_links WHERE unique_hash = ?')
      .get(uniqueHash) as WithdrawLinkRow | undefined;
  }

  listForWallet(walletId: string): WithdrawLinkRow[] {
    return this.deps.db
      .prepare('SELECT * FROM withdraw_links WHERE wallet = ? ORDER BY created_at, rowid')
      .all(walletId) as WithdrawLinkRow[];
  }

  delete(id: string): void {
    this.deps.db.prepare('DELETE FROM withdraw_links WHERE id = ?').run(id);
  }

  /**
   * The LUD-03 callback: checks `k1` and the invoice, claims one use atomically (a conditional
   * UPDATE, so concurrent callbacks can never spend more than `uses`), then pays the invoice from
   * the link's wallet. A failed payment gives the use back.
   */
  redeem(uniqueHash: string, k1: unknown, pr: unknown): LnurlStatus {
    const link = this.byHash(uniqueHash);
    if (!link) {
      return lnurlError('Withdraw link does not exist.');
    }
    if (typeof k1 !== 'string' || k1 !== link.k1) {
      return lnurlError('Invalid k1.');
    }
    if (typeof pr !== 'string' || pr.trim() === '') {
      return lnurlError('Missing invoice (pr).');
    }
    let amountMsat: bigint | null;
    try {
      amountMsat = decodeBolt11(pr.trim()).amountMsat;
    } catch {
      return lnurlError('Invalid invoice: it is not a valid BOLT-11 payment request.');
    }
    if (amountMsat === null || amountMsat === 0n) {
      return lnurlError('Invalid invoice: amountless invoices are not accepted.');
    }
    const minMsat = BigInt(link.min_withdrawable) * 1000n;
    const maxMsat = BigInt(link.max_withdrawable) * 1000n;
    if (amountMsat < minMsat || amountMsat > maxMsat) {
      return lnurlError(
        `Invoice amount must be between ${link.min_withdrawable} and ${link.max_withdrawable} sats.`,
      );
    }
    if (link.used >= link.uses) {
      return lnurlError('Withdraw is spent.');
    }
    const now = nowSeconds();
    const claimed = this.deps.db
      .prepare(
        `UPDATE withdraw_links SET used = used + 1
         WHERE id = ? AND k1 = ? AND used < uses AND open_time <= ?`,
      )
      .run(link.id, k1, now);
    if (claimed.changes !== 1) {
      const current = this.byId(link.id);
      if (!current || current.used >= current.uses) {
        return lnurlError('Withdraw is spent.');
      }
      if (current.open_time > now) {
        return lnurlError(`Wait link open_time ${current.open_time - now} seconds.`);
      }
      return lnurlError('Invalid k1.');
    }
    const wallet = this.deps.walletById(link.wallet);
    try {
      if (!wallet) {
        throw httpError(404, 'The wallet of this withdraw link no longer exists.');
      }
      this.deps.payments.payInvoice(wallet, pr.trim(), {
        extra: { tag: 'withdraw', withdrawal_link_id: link.id },
      });
    } catch (error) {
      this.deps.db
        .prepare('UPDATE withdraw_links SET used = used - 1 WHERE id = ? AND used > 0')
        .run(link.id);
      if (error instanceof HttpError) {
        return lnurlError(`Payment failed: ${error.message}`);
      }
      throw error;
    }
    this.deps.db
      .prepare('UPDATE withdraw_links SET open_time = ? WHERE id = ?')
      .run(now + link.wait_time, link.id);
    return { status: 'OK' };
  }

  /** The faucet: a many-use link owned by the bank wallet, made once per database. */
  faucet(bankWallet: WalletRow): WithdrawLinkRow {
    const storedId = getSetting(this.deps.db, 'faucet_withdraw_link_id');
    const stored = storedId ? this.byId(storedId) : undefined;
    if (stored && stored.used < stored.uses) {
      return stored;
    }
    const created = this.create(bankWallet, {
      title: 'Sandbox faucet',
      minWithdrawable: FAUCET_MIN_SAT,
      maxWithdrawable: FAUCET_MAX_SAT,
      uses: FAUCET_USES,
      waitTime: 0,
    });
    setSetting(this.deps.db, 'faucet_withdraw_link_id', created.id);
    return created;
  }
}

export const FAUCET_MIN_SAT = 1_000;
export const FAUCET_MAX_SAT = 100_000;
export const FAUCET_USES = 1_000_000;

import { createHash, randomBytes } from 'node:crypto';
import { defaultExtensions, type Profile } from '../config.ts';
import { getSetting, setSetting, type Db } from '../db/database.ts';
import type { Ledger, WalletRow } from '../db/ledger.ts';
import { encodeBolt11 } from '../lightning/bolt11.ts';
import type { NodeKey } from '../lightning/node-key.ts';
import { nowSeconds } from '../time.ts';
import type { PaymentService } from './payments.ts';

/** What the bank starts with: 10 BTC, the only value that ever enters the sandbox. */
export const BANK_RESERVE_SAT = 1_000_000_000;
export const DEMO_BALANCE_SAT = 100_000;

/**
 * The sandbox's central bank. Every other wallet is funded from it by ordinary internal payments
 * (an invoice signed by the node and paid from the bank), so the ledger always balances.
 */
export class Bank {
  private bankWalletId: string | undefined;

  constructor(
    private readonly deps: {
      db: Db;
      ledger: Ledger;
      payments: PaymentService;
      nodeKey: NodeKey;
      profile: Profile;
    },
  ) {}

  wallet(): WalletRow {
    if (this.bankWalletId) {
      const existing = this.deps.ledger.walletById(this.bankWalletId);
      if (existing) {
        return existing;
      }
    }
    const storedId = getSetting(this.deps.db, 'bank_wallet_id');
    const stored = storedId ? this.deps.ledger.walletById(storedId) : undefined;
    if (stored) {
      this.bankWalletId = stored.id;
      return stored;
    }
    const created = this.deps.db.transaction(() => {
      const userId = this.deps.ledger.createUser([]);
      const wallet = this.deps.ledger.createWallet(userId, 'Sandbox bank');
      const preimage = randomBytes(32);
      const paymentHash = createHash('sha256').update(preimage).digest('hex');
      const timestamp = nowSeconds();
      this.deps.ledger.addGenesisCredit({
        checkingId: paymentHash,
        paymentHash,
        walletId: wallet.id,
        amountMsat: BANK_RESERVE_SAT * 1000,
        bolt11: encodeBolt11({
          amountMsat: BigInt(BANK_RESERVE_SAT) * 1000n,
          timestamp,
          paymentHash,
          paymentSecret: randomBytes(32).toString('hex'),
          description: 'Sandbox bank reserve',
          expirySeconds: 3600,
          privateKey: this.deps.nodeKey.privateKey,
        }),
        status: 'success',
        memo: 'Sandbox bank reserve',
        expiry: timestamp + 3600,
        preimage: preimage.toString('hex'),
      });
      setSetting(this.deps.db, 'bank_wallet_id', wallet.id);
      return wallet;
    })();
    this.bankWalletId = created.id;
    return this.deps.ledger.walletById(created.id)!;
  }

  /** Moves `amountSat` from the bank to `wallet` with a real invoice and a real internal payment. */
  fund(wallet: WalletRow, amountSat: number, memo = 'Sandbox faucet'): void {
    const invoice = this.deps.payments.createInvoice(wallet, { amount: amountSat, memo });
    this.deps.payments.payInvoice(this.wallet(), invoice.bolt11);
  }

  /** A new account with one wallet, funded from the bank when `balanceSat` > 0. */
  createFundedWallet(name: string, balanceSat: number): WalletRow {
    const userId = this.deps.ledger.createUser(defaultExtensions(this.deps.profile));
    const wallet = this.deps.ledger.createWallet(userId, name);
    if (balanceSat > 0) {
      this.fund(wallet, balanceSat);
    }
    return this.deps.ledger.walletById(wallet.id)!;
  }

  /** The demo wallet, made on first start with a balance and a little history. */
  demoWallet(): WalletRow {
    const storedId = getSetting(this.deps.db, 'demo_wallet_id');
    const stored = storedId ? this.deps.ledger.walletById(storedId) : undefined;
    if (stored) {
      return stored;
    }

    const demo = this.createFundedWallet('Demo wallet', DEMO_BALANCE_SAT);
    const cafe = this.createFundedWallet('Corner café', 0);
    const friend = this.createFundedWallet('Sam', 50_000);
    const { payments } = this.deps;
    const coffee = payments.createInvoice(cafe, {
      amount: 2_100,
      memo: 'Flat white and a croissant',
    });
    payments.payInvoice(demo, coffee.bolt11);
    const lunch = payments.createInvoice(demo, { amount: 5_000, memo: 'Thanks for lunch!' });
    payments.payInvoice(friend, lunch.bolt11);
    const book = payments.createInvoice(cafe, {
      amount: 12_500,
      memo: 'Book: Mastering the Lightning Network',
    });
    payments.payInvoice(demo, book.bolt11);
    setSetting(this.deps.db, 'demo_wallet_id', demo.id);
    return this.deps.ledger.walletById(demo.id)!;
  }
}

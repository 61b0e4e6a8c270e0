import type { Db } from './database.ts';
import type { Spend } from '../nwc/budget.ts';

export interface NwcKeyRow {
  pubkey: string;
  wallet: string;
  description: string;
  /** Unix seconds; 0 = never. */
  expires_at: number;
  /** Space-separated permission ids. */
  permissions: string;
  created_at: number;
  last_used: number;
}

export interface NwcBudgetRow {
  id: number;
  pubkey: string;
  budget_msats: number;
  refresh_window: number;
  created_at: number;
}

export interface NewNwcKey {
  pubkey: string;
  wallet: string;
  description: string;
  expires_at: number;
  permissions: string[];
  budgets: { budget_msats: number; refresh_window: number; created_at: number }[];
}

/** A key is expired when it has an expiry (≠ 0) that is not in the future. */
export function isExpired(key: Pick<NwcKeyRow, 'expires_at'>, now: number): boolean {
  return key.expires_at !== 0 && key.expires_at <= now;
}

/** The nwcprovider extension's tables: connections, their budgets, spends and the config. */
export class NwcStore {
  constructor(private readonly db: Db) {}

  get(pubkey: string): NwcKeyRow | undefined {
    return this.db.prepare('SELECT * FROM nwcprovider_keys WHERE pubkey = ?').get(pubkey) as
      NwcKeyRow | undefined;
  }

  listForWallet(wallet: string): NwcKeyRow[] {
    return this.db
      .prepare('SELECT * FROM nwcprovider_keys WHERE wallet = ? ORDER BY created_at, pubkey')
      .all(wallet) as NwcKeyRow[];
  }

  /** Throws (SQLite primary key) when the pubkey is already registered, as LNbits does. */
  create(key: NewNwcKey, now: number): NwcKeyRow {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO nwcprovider_keys (pubkey, wallet, description, expires_at, permissions,
             created_at, last_used) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          key.pubkey,
          key.wallet,
          key.description,
          key.expires_at,
          key.permissions.join(' '),
          now,
          now,
        );
      const insertBudget = this.db.prepare(
        `INSERT INTO nwcprovider_budgets (pubkey, budget_msats, refresh_window, created_at)
         VALUES (?, ?, ?, ?)`,
      );
      for (const budget of key.budgets) {
        insertBudget.run(key.pubkey, budget.budget_msats, budget.refresh_window, budget.created_at);
      }
    })();
    return this.get(key.pubkey)!;
  }

  /**
   * Deletes the wallet's key; nothing when it is not its. Its budgets and spends stay, as with
   * nwcprovider on SQLite: the same pubkey registered again has its old budgets beside the new.
   */
  delete(pubkey: string, wallet: string): void {
    this.db
      .prepare('DELETE FROM nwcprovider_keys WHERE pubkey = ? AND wallet = ?')
      .run(pubkey, wallet);
  }

  touch(pubkey: string, now: number): void {
    this.db.prepare('UPDATE nwcprovider_keys SET last_used = ? WHERE pubkey = ?').run(now, pubkey);
  }

  budgets(pubkey: string): NwcBudgetRow[] {
    return this.db
      .prepare('SELECT * FROM nwcprovider_budgets WHERE pubkey = ? ORDER BY id')
      .all(pubkey) as NwcBudgetRow[];
  }

  spends(pubkey: string): Spend[] {
    return this.db
      .prepare('SELECT amount_msats, created_at FROM nwcprovider_spent WHERE pubkey = ?')
      .all(pubkey) as Spend[];
  }

  recordSpend(pubkey: string, amountMsats: number, paymentHash: string, now: number): void {
    this.db
      .prepare(
        'INSERT INTO nwcprovider_spent (pubkey, amount_msats, payment_hash, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(pubkey, amountMsats, paymentHash, now);
  }

  configOverrides(): Record<string, string> {
    const rows = this.db
      .prepare('SELECT key, value FROM nwcprovider_config ORDER BY rowid')
      .all() as {
      key: string;
      value: string;
    }[];
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  }

  setConfig(key: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO nwcprovider_config (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }
}

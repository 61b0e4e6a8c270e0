import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  created_us INTEGER NOT NULL,
  extensions TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS wallets (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  adminkey TEXT NOT NULL UNIQUE,
  inkey TEXT NOT NULL UNIQUE,
  currency TEXT,
  balance_msat INTEGER NOT NULL DEFAULT 0 CHECK (balance_msat >= 0),
  deleted INTEGER NOT NULL DEFAULT 0,
  created_us INTEGER NOT NULL,
  updated_us INTEGER NOT NULL,
  extra TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payments (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  checking_id TEXT NOT NULL UNIQUE,
  payment_hash TEXT NOT NULL,
  wallet_id TEXT NOT NULL REFERENCES wallets(id),
  amount INTEGER NOT NULL,
  fee INTEGER NOT NULL DEFAULT 0 CHECK (fee <= 0),
  bolt11 TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'success', 'failed')),
  memo TEXT,
  expiry INTEGER,
  webhook TEXT,
  webhook_status TEXT,
  preimage TEXT,
  tag TEXT,
  extension TEXT,
  time_us INTEGER NOT NULL,
  created_us INTEGER NOT NULL,
  updated_us INTEGER NOT NULL,
  labels TEXT NOT NULL DEFAULT '[]',
  extra TEXT NOT NULL DEFAULT '{}',
  fiat_provider TEXT
);
CREATE INDEX IF NOT EXISTS payments_wallet_time ON payments (wallet_id, time_us);
CREATE INDEX IF NOT EXISTS payments_hash ON payments (payment_hash);
`;

/** Opens (and migrates) the sandbox database: a file, or `:memory:`. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true });
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
}

export function getSetting(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value;
}

export function setSetting(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

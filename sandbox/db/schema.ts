import Database from 'better-sqlite3';

/** An open sandbox database (database.ts opens it; the stores take it). */
export type Db = Database.Database;

/**
 * Version 1: every table exactly as the sandbox created it before versions were numbered, when
 * each store ran its own `CREATE TABLE IF NOT EXISTS` on start. `IF NOT EXISTS` stays so that
 * such a database (user_version 0) is adopted: its tables are kept and any it lacks (a
 * legacy-profile run never made the nwcprovider tables) are added.
 */
const VERSION_1 = `
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

CREATE TABLE IF NOT EXISTS lnurlp_links (
  id TEXT PRIMARY KEY,
  wallet TEXT NOT NULL REFERENCES wallets(id),
  description TEXT NOT NULL,
  min REAL NOT NULL,
  max REAL NOT NULL,
  served_meta INTEGER NOT NULL DEFAULT 0,
  served_pr INTEGER NOT NULL DEFAULT 0,
  comment_chars INTEGER NOT NULL DEFAULT 0,
  created_us INTEGER NOT NULL,
  updated_us INTEGER NOT NULL,
  username TEXT UNIQUE,
  zaps INTEGER,
  webhook_url TEXT,
  webhook_headers TEXT,
  webhook_body TEXT,
  success_text TEXT,
  success_url TEXT,
  currency TEXT,
  fiat_base_multiplier INTEGER,
  disposable INTEGER NOT NULL DEFAULT 1,
  domain TEXT
);
CREATE INDEX IF NOT EXISTS lnurlp_links_wallet ON lnurlp_links (wallet);

CREATE TABLE IF NOT EXISTS nwcprovider_keys (
  pubkey TEXT PRIMARY KEY,
  wallet TEXT NOT NULL REFERENCES wallets(id),
  description TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  permissions TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS nwcprovider_keys_wallet ON nwcprovider_keys (wallet);
CREATE TABLE IF NOT EXISTS nwcprovider_budgets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  pubkey TEXT NOT NULL REFERENCES nwcprovider_keys(pubkey) ON DELETE CASCADE,
  budget_msats INTEGER NOT NULL,
  refresh_window INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS nwcprovider_budgets_pubkey ON nwcprovider_budgets (pubkey);
CREATE TABLE IF NOT EXISTS nwcprovider_spent (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  pubkey TEXT NOT NULL REFERENCES nwcprovider_keys(pubkey) ON DELETE CASCADE,
  amount_msats INTEGER NOT NULL,
  payment_hash TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS nwcprovider_spent_pubkey ON nwcprovider_spent (pubkey, created_at);
CREATE TABLE IF NOT EXISTS nwcprovider_config (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS withdraw_links (
  id TEXT PRIMARY KEY,
  wallet TEXT NOT NULL REFERENCES wallets(id),
  title TEXT NOT NULL,
  min_withdrawable INTEGER NOT NULL CHECK (min_withdrawable >= 1),
  max_withdrawable INTEGER NOT NULL CHECK (max_withdrawable >= min_withdrawable),
  uses INTEGER NOT NULL CHECK (uses >= 1),
  wait_time INTEGER NOT NULL DEFAULT 0 CHECK (wait_time >= 0),
  unique_hash TEXT NOT NULL UNIQUE,
  k1 TEXT NOT NULL,
  open_time INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0 CHECK (used >= 0 AND used <= uses),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS withdraw_links_wallet ON withdraw_links (wallet, created_at);
`;

/** One step of the schema: brings a database at `version - 1` to `version`. */
export interface Migration {
  version: number;
  /** Why the step exists, for whoever reads the list later. */
  reason: string;
  up: (db: Db) => void;
}

/**
 * Every schema change, oldest first. A change to the tables is a new entry at the end (an
 * `ALTER TABLE`, a new table, a data fix), never an edit of an earlier one: a database on disk
 * has already run those.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    reason: 'the tables as they were before versions were numbered',
    up: (db) => db.exec(VERSION_1),
  },
  {
    version: 2,
    reason:
      "nwcprovider's budgets and spends outlive their connection, as on LNbits with SQLite (which " +
      'never enforces their ON DELETE CASCADE): a pubkey registered again finds them still there',
    up: (db) =>
      db.exec(`
CREATE TABLE nwcprovider_budgets_v2 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  pubkey TEXT NOT NULL,
  budget_msats INTEGER NOT NULL,
  refresh_window INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
INSERT INTO nwcprovider_budgets_v2 (id, pubkey, budget_msats, refresh_window, created_at)
  SELECT id, pubkey, budget_msats, refresh_window, created_at FROM nwcprovider_budgets;
DROP TABLE nwcprovider_budgets;
ALTER TABLE nwcprovider_budgets_v2 RENAME TO nwcprovider_budgets;
CREATE INDEX nwcprovider_budgets_pubkey ON nwcprovider_budgets (pubkey);

CREATE TABLE nwcprovider_spent_v2 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  pubkey TEXT NOT NULL,
  amount_msats INTEGER NOT NULL,
  payment_hash TEXT,
  created_at INTEGER NOT NULL
);
INSERT INTO nwcprovider_spent_v2 (id, pubkey, amount_msats, payment_hash, created_at)
  SELECT id, pubkey, amount_msats, payment_hash, created_at FROM nwcprovider_spent;
DROP TABLE nwcprovider_spent;
ALTER TABLE nwcprovider_spent_v2 RENAME TO nwcprovider_spent;
CREATE INDEX nwcprovider_spent_pubkey ON nwcprovider_spent (pubkey, created_at);
`),
  },
  {
    version: 3,
    reason:
      "a wallet's stored pay links (LNbits' `wallets.stored_paylinks`, a StoredPayLinks JSON), " +
      'kept by `PUT /api/v1/wallet/stored_paylinks/{id}` and by paying a non-disposable LNURL',
    up: (db) =>
      db.exec(
        `ALTER TABLE wallets ADD COLUMN stored_paylinks TEXT NOT NULL DEFAULT '{"links":[]}';`,
      ),
  },
  {
    version: 4,
    reason:
      "LNbits' Web Push subscriptions (core migration m015): one per endpoint and account, with " +
      'the subscription JSON as the browser gave it and the host it was registered through',
    up: (db) =>
      db.exec(`
CREATE TABLE webpush_subscriptions (
  endpoint TEXT NOT NULL,
  "user" TEXT NOT NULL REFERENCES users(id),
  data TEXT NOT NULL,
  host TEXT NOT NULL,
  timestamp INTEGER NOT NULL,
  PRIMARY KEY (endpoint, "user")
);
CREATE INDEX webpush_subscriptions_user ON webpush_subscriptions ("user");
`),
  },
  {
    version: 5,
    reason:
      'invoices settled for a peer sandbox of the simulated Lightning network (lightning/network.ts): ' +
      'which payer node an invoice was paid for, so that payer, asking again, gets the same answer',
    up: (db) =>
      db.exec(`
CREATE TABLE lightning_settlements (
  payment_hash TEXT PRIMARY KEY,
  payer_node TEXT NOT NULL,
  settled_us INTEGER NOT NULL
);
`),
  },
];

export const SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;

export class SchemaError extends Error {}

function columnsOf(db: Db, table: string): string[] {
  return (db.pragma(`table_info(${JSON.stringify(table)})`) as { name: string }[]).map(
    (column) => column.name,
  );
}

function tablesOf(db: Db): string[] {
  return (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[]
  ).map((row) => row.name);
}

/**
 * A database from before versions were numbered has user_version 0 and tables already there.
 * Version 1 adopts it only if each of its tables has every column version 1 gives that table:
 * otherwise it was made by some other program, or by a build with a layout version 1 does not
 * describe, and writing to it would fail later in a less readable way.
 */
function checkUnnumbered(db: Db): void {
  const existing = tablesOf(db);
  if (existing.length === 0) {
    return;
  }
  const reference = new Database(':memory:');
  try {
    reference.exec(VERSION_1);
    const known = new Set(tablesOf(reference));
    for (const table of existing.filter((name) => known.has(name))) {
      const present = new Set(columnsOf(db, table));
      const missing = columnsOf(reference, table).filter((column) => !present.has(column));
      if (missing.length > 0) {
        throw new SchemaError(
          `The database has no version number and its table ${table} lacks ${missing.join(', ')}: ` +
            'it was not made by this sandbox. Start with a new data file.',
        );
      }
    }
  } finally {
    reference.close();
  }
}

/**
 * Brings the database to the newest version of `migrations`, each step in its own transaction
 * with the version it reaches, so a failed step leaves the database at the previous version.
 */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): void {
  const latest = migrations.at(-1)?.version ?? 0;
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > latest) {
    throw new SchemaError(
      `The database is at schema version ${current}, newer than this sandbox knows (${latest}): ` +
        'it was written by a newer sandbox.',
    );
  }
  if (current === 0) {
    checkUnnumbered(db);
  }
  for (const migration of migrations) {
    if (migration.version <= current) {
      continue;
    }
    db.transaction(() => {
      migration.up(db);
      // A pragma takes no bound parameters; the version is an integer from the list above.
      db.pragma(`user_version = ${Math.trunc(migration.version)}`);
    })();
  }
}

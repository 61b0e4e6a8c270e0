import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { MIGRATIONS, SCHEMA_VERSION, SchemaError, migrate, type Migration } from '../db/schema.ts';
import { startTestSandbox } from './harness.ts';

/** The DDL the sandbox ran on every start before schema versions existed. */
const UNNUMBERED_DDL = readFileSync(
  new URL('./fixtures/schema-unnumbered.sql', import.meta.url),
  'utf8',
);

const ALICE = {
  userId: 'u'.repeat(32),
  walletId: 'w'.repeat(32),
  adminkey: 'a'.repeat(32),
  inkey: 'i'.repeat(32),
};
const PAYMENT_HASH = 'ab'.repeat(32);
const T_US = 1_790_000_000_000_000;

/** A database as the previous sandbox left it: its tables, some rows, user_version untouched. */
function writeUnnumberedDatabase(file: string, options: { drop?: string[] } = {}): void {
  const db = new Database(file);
  db.exec(UNNUMBERED_DDL);
  for (const table of options.drop ?? []) {
    db.exec(`DROP TABLE ${table}`);
  }
  db.prepare('INSERT INTO users (id, created_us, extensions) VALUES (?, ?, ?)').run(
    ALICE.userId,
    T_US,
    '["lnurlp","nwcprovider"]',
  );
  db.prepare(
    `INSERT INTO wallets (id, user_id, name, adminkey, inkey, currency, balance_msat, created_us,
       updated_us, extra) VALUES (?, ?, 'Alice', ?, ?, 'EUR', 21000, ?, ?, '{}')`,
  ).run(ALICE.walletId, ALICE.userId, ALICE.adminkey, ALICE.inkey, T_US, T_US);
  db.prepare(
    `INSERT INTO payments (checking_id, payment_hash, wallet_id, amount, bolt11, status, memo,
       time_us, created_us, updated_us) VALUES (?, ?, ?, 21000, 'lnbc210n1old', 'success',
       'kept across the upgrade', ?, ?, ?)`,
  ).run(PAYMENT_HASH, PAYMENT_HASH, ALICE.walletId, T_US, T_US, T_US);
  db.prepare(
    `INSERT INTO lnurlp_links (id, wallet, description, min, max, created_us, updated_us)
       VALUES ('old123', ?, 'Old tips', 1, 500, ?, ?)`,
  ).run(ALICE.walletId, T_US, T_US);
  if (!options.drop?.includes('withdraw_links')) {
    db.prepare(
      `INSERT INTO withdraw_links (id, wallet, title, min_withdrawable, max_withdrawable, uses,
         unique_hash, k1, open_time, created_at) VALUES ('wl1', ?, 'Old voucher', 10, 10, 2,
         'hash1', 'k1', 0, 0)`,
    ).run(ALICE.walletId);
  }
  expect(db.pragma('user_version', { simple: true })).toBe(0);
  db.close();
}

/** Every table and index definition, as SQLite keeps them. */
function schemaOf(db: Database.Database): string[] {
  return (
    db
      .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
      .all() as { type: string; name: string; sql: string }[]
  )
    .map((row) => `${row.type} ${row.name}: ${row.sql}`)
    .sort();
}

describe('schema versions (db/schema.ts)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-schema-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('version 1 is exactly the schema the unnumbered sandbox created', () => {
    const atVersion1 = new Database(':memory:');
    migrate(atVersion1, MIGRATIONS.slice(0, 1));
    const previous = new Database(':memory:');
    previous.exec(UNNUMBERED_DDL);
    expect(schemaOf(atVersion1)).toEqual(schemaOf(previous));
    atVersion1.close();
    previous.close();
    const fresh = openDatabase(':memory:');
    expect(fresh.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    fresh.close();
  });

  it("version 2 keeps an NWC key's budgets and spends when the key is deleted, as LNbits on SQLite", () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 1));
    db.prepare('INSERT INTO users (id, created_us) VALUES (?, ?)').run(ALICE.userId, T_US);
    db.prepare(
      `INSERT INTO wallets (id, user_id, name, adminkey, inkey, created_us, updated_us, extra)
         VALUES (?, ?, 'Alice', ?, ?, ?, ?, '{}')`,
    ).run(ALICE.walletId, ALICE.userId, ALICE.adminkey, ALICE.inkey, T_US, T_US);
    const pubkey = 'cd'.repeat(32);
    db.prepare(
      `INSERT INTO nwcprovider_keys (pubkey, wallet, description, expires_at, permissions,
         created_at, last_used) VALUES (?, ?, 'app', 0, 'pay', 1, 1)`,
    ).run(pubkey, ALICE.walletId);
    db.prepare(
      `INSERT INTO nwcprovider_budgets (pubkey, budget_msats, refresh_window, created_at)
         VALUES (?, 10000, 86400, 1)`,
    ).run(pubkey);
    db.prepare(
      'INSERT INTO nwcprovider_spent (pubkey, amount_msats, created_at) VALUES (?, 3000, 2)',
    ).run(pubkey);

    migrate(db);
    const count = (table: string) =>
      (
        db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE pubkey = ?`).get(pubkey) as {
          n: number;
        }
      ).n;
    expect([count('nwcprovider_budgets'), count('nwcprovider_spent')]).toEqual([1, 1]);
    db.prepare('DELETE FROM nwcprovider_keys WHERE pubkey = ?').run(pubkey);
    expect(count('nwcprovider_keys')).toBe(0);
    expect([count('nwcprovider_budgets'), count('nwcprovider_spent')]).toEqual([1, 1]);
    // New rows keep numbering after the old ones.
    db.prepare(
      `INSERT INTO nwcprovider_budgets (pubkey, budget_msats, refresh_window, created_at)
         VALUES (?, 20000, 86400, 1)`,
    ).run(pubkey);
    const ids = db.prepare('SELECT id FROM nwcprovider_budgets ORDER BY id').all();
    expect(ids).toEqual([{ id: 1 }, { id: 2 }]);
    db.close();
  });

  it('lists its steps in order, one version apart', () => {
    expect(MIGRATIONS.map((step) => step.version)).toEqual(
      Array.from({ length: MIGRATIONS.length }, (_, i) => i + 1),
    );
  });

  it('adopts a database written by the previous sandbox: data kept, version stamped', async () => {
    const file = join(dir, 'sandbox.sqlite');
    writeUnnumberedDatabase(file);

    const t = await startTestSandbox({ dataFile: file });
    try {
      expect(t.sandbox.context.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(await t.api('GET', '/api/v1/wallet', { key: ALICE.inkey })).toMatchObject({
        status: 200,
        body: { name: 'Alice', balance: 21000 },
      });
      const payments = await t.api('GET', '/api/v1/payments', { key: ALICE.inkey });
      expect(payments.body).toEqual([
        expect.objectContaining({ payment_hash: PAYMENT_HASH, memo: 'kept across the upgrade' }),
      ]);
      const links = await t.api('GET', '/lnurlp/api/v1/links', { key: ALICE.inkey });
      expect(links.body).toEqual([expect.objectContaining({ id: 'old123' })]);
      const withdraws = await t.api('GET', '/withdraw/api/v1/links', { key: ALICE.inkey });
      expect(withdraws.status).toBe(200);
      expect(JSON.stringify(withdraws.body)).toContain('Old voucher');
      // And it takes new writes.
      const created = await t.api('POST', '/api/v1/payments', {
        key: ALICE.inkey,
        body: { out: false, amount: 5 },
      });
      expect(created.status).toBe(201);
    } finally {
      await t.close();
    }

    // Opening it again runs no step twice.
    const reopened = openDatabase(file);
    expect(reopened.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(
      reopened.prepare('SELECT memo FROM payments WHERE checking_id = ?').get(PAYMENT_HASH),
    ).toEqual({ memo: 'kept across the upgrade' });
    reopened.close();
  });

  it('adds the tables a legacy-profile run never made', () => {
    const file = join(dir, 'legacy.sqlite');
    const lateTables = [
      'nwcprovider_spent',
      'nwcprovider_budgets',
      'nwcprovider_keys',
      'nwcprovider_config',
      'withdraw_links',
    ];
    writeUnnumberedDatabase(file, { drop: lateTables });

    const db = openDatabase(file);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    expect(tables).toEqual(expect.arrayContaining(lateTables.map((name) => ({ name }))));
    expect(db.prepare('SELECT balance_msat FROM wallets').get()).toEqual({ balance_msat: 21000 });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('refuses an unnumbered database whose tables this sandbox did not make, and leaves it', () => {
    const file = join(dir, 'foreign.sqlite');
    const foreign = new Database(file);
    foreign.exec('CREATE TABLE wallets (id TEXT PRIMARY KEY, name TEXT)');
    foreign.close();

    expect(() => openDatabase(file)).toThrow(SchemaError);
    expect(() => openDatabase(file)).toThrow(/table wallets lacks user_id, adminkey/);
    const after = new Database(file);
    expect(after.pragma('user_version', { simple: true })).toBe(0);
    expect(after.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).toEqual([
      { name: 'wallets' },
    ]);
    after.close();
  });

  it('refuses a database from a newer sandbox', () => {
    const file = join(dir, 'newer.sqlite');
    const newer = new Database(file);
    newer.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    newer.close();
    expect(() => openDatabase(file)).toThrow(/newer than this sandbox knows/);
  });

  describe('later steps', () => {
    const addNickname: Migration = {
      version: SCHEMA_VERSION + 1,
      reason: 'test: wallets get a nickname',
      up: (db) => db.exec("ALTER TABLE wallets ADD COLUMN nickname TEXT NOT NULL DEFAULT ''"),
    };

    it('run once each, in order, from the version the database is at', () => {
      const db = openDatabase(':memory:');
      db.exec(
        `INSERT INTO users (id, created_us) VALUES ('u', 0);
         INSERT INTO wallets (id, user_id, name, adminkey, inkey, created_us, updated_us, extra)
           VALUES ('w', 'u', 'W', 'a', 'i', 0, 0, '{}')`,
      );
      migrate(db, [...MIGRATIONS, addNickname]);
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 1);
      expect(db.prepare('SELECT name, nickname FROM wallets').get()).toEqual({
        name: 'W',
        nickname: '',
      });
      // A second ALTER of the same column would throw: nothing runs again.
      expect(() => migrate(db, [...MIGRATIONS, addNickname])).not.toThrow();
      db.close();
    });

    it('a step that fails leaves the database at the version before it', () => {
      const db = openDatabase(':memory:');
      const broken: Migration = {
        version: SCHEMA_VERSION + 2,
        reason: 'test: fails half-way',
        up: (target) => {
          target.exec('CREATE TABLE half_done (id INTEGER)');
          throw new Error('step failed');
        },
      };
      expect(() => migrate(db, [...MIGRATIONS, addNickname, broken])).toThrow('step failed');
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 1);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBe(
        undefined,
      );
      db.close();
    });
  });
});

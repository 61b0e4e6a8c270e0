import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';
import { nowUs } from '../time.ts';

export interface PayLinkRow {
  id: string;
  wallet: string;
  description: string;
  min: number;
  max: number;
  served_meta: number;
  served_pr: number;
  comment_chars: number;
  created_us: number;
  updated_us: number;
  username: string | null;
  zaps: number | null;
  webhook_url: string | null;
  webhook_headers: string | null;
  webhook_body: string | null;
  success_text: string | null;
  success_url: string | null;
  currency: string | null;
  fiat_base_multiplier: number | null;
  disposable: number;
  domain: string | null;
}

/** The writable fields of a pay link, already validated (min/max as stored). */
export interface PayLinkFields {
  wallet: string;
  description: string;
  min: number;
  max: number;
  comment_chars: number;
  username: string | null;
  zaps: boolean | null;
  webhook_url: string | null;
  webhook_headers: string | null;
  webhook_body: string | null;
  success_text: string | null;
  success_url: string | null;
  currency: string | null;
  fiat_base_multiplier: number | null;
  disposable: boolean;
  domain: string | null;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A 6-character URL-safe id, as LNbits' `urlsafe_short_hash()[:6]`. */
function newLinkId(): string {
  const bytes = randomBytes(6);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/** The lnurlp extension's table: pay links and their Lightning Address usernames. */
export class PayLinkStore {
  constructor(private readonly db: Db) {}

  get(id: string): PayLinkRow | undefined {
    return this.db.prepare('SELECT * FROM lnurlp_links WHERE id = ?').get(id) as
      PayLinkRow | undefined;
  }

  byUsername(username: string): PayLinkRow | undefined {
    return this.db.prepare('SELECT * FROM lnurlp_links WHERE username = ?').get(username) as
      PayLinkRow | undefined;
  }

  /** Links of the given wallets, ordered by id. */
  list(walletIds: string[]): PayLinkRow[] {
    if (walletIds.length === 0) {
      return [];
    }
    const marks = walletIds.map(() => '?').join(', ');
    return this.db
      .prepare(`SELECT * FROM lnurlp_links WHERE wallet IN (${marks}) ORDER BY id`)
      .all(...walletIds) as PayLinkRow[];
  }

  create(fields: PayLinkFields): PayLinkRow {
    let id = newLinkId();
    while (this.get(id)) {
      id = newLinkId();
    }
    const now = nowUs();
    this.db
      .prepare(
        `INSERT INTO lnurlp_links (id, wallet, description, min, max, comment_chars, created_us,
           updated_us, username, zaps, webhook_url, webhook_headers, webhook_body, success_text,
           success_url, currency, fiat_base_multiplier, disposable, domain)
         VALUES (@id, @wallet, @description, @min, @max, @comment_chars, @now, @now, @username,
           @zaps, @webhook_url, @webhook_headers, @webhook_body, @success_text, @success_url,
           @currency, @fiat_base_multiplier, @disposable, @domain)`,
      )
      .run({ ...this.params(fields), id, now });
    return this.get(id)!;
  }

  update(id: string, fields: PayLinkFields): PayLinkRow {
    this.db
      .prepare(
        `UPDATE lnurlp_links SET wallet = @wallet, description = @description, min = @min,
           max = @max, comment_chars = @comment_chars, updated_us = @now, username = @username,
           zaps = @zaps, webhook_url = @webhook_url, webhook_headers = @webhook_headers,
           webhook_body = @webhook_body, success_text = @success_text, success_url = @success_url,
           currency = @currency, fiat_base_multiplier = @fiat_base_multiplier,
           disposable = @disposable, domain = @domain
         WHERE id = @id`,
      )
      .run({ ...this.params(fields), id, now: nowUs() });
    return this.get(id)!;
  }

  markServed(id: string, column: 'served_meta' | 'served_pr'): void {
    this.db.prepare(`UPDATE lnurlp_links SET ${column} = 1 WHERE id = ?`).run(id);
  }

  delete(id: string): void {
    this.db.prepare('DELETE FROM lnurlp_links WHERE id = ?').run(id);
  }

  private params(fields: PayLinkFields) {
    return {
      ...fields,
      zaps: fields.zaps === null ? null : fields.zaps ? 1 : 0,
      disposable: fields.disposable ? 1 : 0,
    };
  }
}

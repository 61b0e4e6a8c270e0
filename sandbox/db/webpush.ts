// LNbits' Web Push subscriptions (lnbits/core/crud/webpush.py): one row per endpoint and account.
import type { Db } from './database.ts';

export interface WebPushSubscriptionRow {
  endpoint: string;
  user: string;
  /** The subscription JSON exactly as the client sent it. */
  data: string;
  /** The `Host` the subscription was registered through: the push's link points there. */
  host: string;
  /** Seconds since the epoch (LNbits' `CURRENT_TIMESTAMP`, whole seconds). */
  timestamp: number;
}

/**
 * What an endpoint can be bound as: LNbits stores whatever JSON value the subscription's
 * `endpoint` holds in a TEXT column, and SQLite turns a number into its text (`7` → "7",
 * `1e20` → "1.0e+20", `true` → "1") in both servers alike.
 */
export type EndpointValue = string | number | bigint;

export class WebPushStore {
  constructor(private readonly db: Db) {}

  get(endpoint: EndpointValue, user: string): WebPushSubscriptionRow | undefined {
    return this.db
      .prepare('SELECT * FROM webpush_subscriptions WHERE endpoint = ? AND "user" = ?')
      .get(endpoint, user) as WebPushSubscriptionRow | undefined;
  }

  forUser(user: string): WebPushSubscriptionRow[] {
    return this.db
      .prepare('SELECT * FROM webpush_subscriptions WHERE "user" = ? ORDER BY rowid')
      .all(user) as WebPushSubscriptionRow[];
  }

  create(
    endpoint: EndpointValue,
    user: string,
    data: string,
    host: string,
    timestamp: number,
  ): WebPushSubscriptionRow {
    this.db
      .prepare(
        'INSERT INTO webpush_subscriptions (endpoint, "user", data, host, timestamp) VALUES (?, ?, ?, ?, ?)',
      )
      .run(endpoint, user, data, host, timestamp);
    return this.get(endpoint, user)!;
  }

  /** The account's subscription to `endpoint`; how many rows went (0 or 1). */
  delete(endpoint: string, user: string): number {
    return this.db
      .prepare('DELETE FROM webpush_subscriptions WHERE endpoint = ? AND "user" = ?')
      .run(endpoint, user).changes;
  }

  /** Every account's subscription to `endpoint`: the push service said it is gone. */
  deleteEndpoint(endpoint: string): number {
    return this.db.prepare('DELETE FROM webpush_subscriptions WHERE endpoint = ?').run(endpoint)
      .changes;
  }
}

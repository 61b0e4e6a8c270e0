// Web Push on settled payments, as LNbits 1.5.1 sends it (lnbits/core/services/notifications.py,
// send_payment_push_notification, through pywebpush): every subscription of the wallet's account
// gets `{"title", "body", "url"}`, encrypted with aes128gcm (RFC 8291) and signed with the
// server's VAPID key (RFC 8292). The `web-push` package does the crypto; this file decides what is
// sent, to whom and when.
import webpush from 'web-push';
import { getSetting, setSetting, type Db } from '../db/database.ts';
import type { Ledger, PaymentRow, WalletRow } from '../db/ledger.ts';
import { WebPushStore, type WebPushSubscriptionRow } from '../db/webpush.ts';
import { pyJsonDumps } from './lnurlp-pyjson.ts';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url without padding: LNbits' `webpushPubkey`. */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
}

/** LNbits makes its VAPID key pair on first start and keeps it; so does the sandbox. */
export function loadVapidKeys(db: Db): VapidKeys {
  const publicKey = getSetting(db, 'webpush_public_key');
  const privateKey = getSetting(db, 'webpush_private_key');
  if (publicKey && privateKey) {
    return { publicKey, privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  setSetting(db, 'webpush_private_key', keys.privateKey);
  setSetting(db, 'webpush_public_key', keys.publicKey);
  return keys;
}

/** The `sub` claim LNbits signs every push with. */
export const VAPID_SUBJECT = 'mailto:alan@lnbits.com';
/** pywebpush's default, which LNbits keeps: a push the browser cannot take now is dropped. */
const TIME_TO_LIVE_SECONDS = 0;
/** pywebpush waits without limit; the sandbox gives a push service this long. */
const PUSH_TIMEOUT_MS = 10_000;

/** What LNbits pushes for a settled payment, before encryption. */
export interface PaymentPush {
  title: string;
  body: string;
  url: string;
}

/**
 * LNbits' message, sent for the outgoing side of a payment too (its amount negative): "You just
 * received -21 sat!". `sat{'s'[:amount^1]}` is "sat" for 1 and for any negative amount.
 */
export function paymentPush(
  wallet: WalletRow,
  payment: PaymentRow,
  subscriptionHost: string,
): PaymentPush {
  const amountSat = Math.trunc(payment.amount / 1000);
  const plural = amountSat >= 0 && amountSat !== 1 ? 's' : '';
  let body = `You just received ${amountSat} sat${plural}!`;
  if (payment.memo) {
    body += `\r\n${payment.memo}`;
  }
  return {
    title: `LNbits: ${wallet.name}`,
    body,
    url: `https://${subscriptionHost}/wallet?usr=${wallet.user_id}&wal=${wallet.id}`,
  };
}

export interface WebPushSenderDeps {
  store: WebPushStore;
  ledger: Ledger;
  keys: VapidKeys;
  /** Where a failed push is reported (LNbits logs it); console.warn by default. */
  log?: (line: string) => void;
}

/**
 * Sends the pushes of settled payments one at a time, in the order the payments settled, apart
 * from the request that settled them: a push never delays or fails a payment.
 */
export class WebPushSender {
  private queue: Promise<void> = Promise.resolve();
  private readonly stopping = new AbortController();

  constructor(private readonly deps: WebPushSenderDeps) {}

  /** A payment has just settled: its account's subscriptions get a push, soon. Never throws. */
  paymentSettled(payment: PaymentRow): void {
    if (this.stopping.signal.aborted) {
      return;
    }
    this.queue = this.queue
      .then(() => this.pushPayment(payment))
      .catch((error: unknown) => this.log(`push for ${payment.checking_id} failed: ${error}`));
  }

  /** Resolves once every push queued so far (and any queued meanwhile) has been sent or failed. */
  async idle(): Promise<void> {
    let tail: Promise<void>;
    do {
      tail = this.queue;
      await tail;
    } while (tail !== this.queue);
  }

  /** Drops what is queued and cuts the push in flight short: the sandbox is closing. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.idle();
  }

  private async pushPayment(payment: PaymentRow): Promise<void> {
    const wallet = this.deps.ledger.walletById(payment.wallet_id);
    if (!wallet || this.stopping.signal.aborted) {
      return;
    }
    for (const subscription of this.deps.store.forUser(wallet.user_id)) {
      if (this.stopping.signal.aborted) {
        return;
      }
      await this.send(subscription, paymentPush(wallet, payment, subscription.host));
    }
  }

  private async send(subscription: WebPushSubscriptionRow, push: PaymentPush): Promise<void> {
    let status: number;
    try {
      // LNbits sends to the subscription JSON as it was registered.
      const details = webpush.generateRequestDetails(
        JSON.parse(subscription.data) as webpush.PushSubscription,
        // Python's json.dumps, byte for byte: ", " and ": ", non-ASCII as \uXXXX.
        pyJsonDumps(push),
        {
          vapidDetails: { subject: VAPID_SUBJECT, ...this.deps.keys },
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(details.body),
        // A push service answers; it does not send the sandbox elsewhere.
        redirect: 'manual',
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      status = response.status;
    } catch (error) {
      if (!this.stopping.signal.aborted) {
        this.log(`push to ${subscription.endpoint} failed: ${(error as Error).message}`);
      }
      return;
    }
    // RFC 8030 §7.3: 404 and 410 mean the subscription is gone for good. (LNbits 1.5.1 means to
    // delete on 410 but never does: see README.)
    if (status === 404 || status === 410) {
      this.deps.store.deleteEndpoint(subscription.endpoint);
    } else if (status > 202) {
      this.log(`push to ${subscription.endpoint} failed: ${status}`);
    }
  }

  private log(line: string): void {
    (this.deps.log ?? console.warn)(line);
  }
}

/** LNbits' Web Push in the sandbox: subscriptions, VAPID keys, and the sender of payment pushes. */
export interface WebPushParts {
  store: WebPushStore;
  keys: VapidKeys;
  sender: WebPushSender;
}

export function webPushParts(db: Db, ledger: Ledger): WebPushParts {
  const store = new WebPushStore(db);
  const keys = loadVapidKeys(db);
  return { store, keys, sender: new WebPushSender({ store, ledger, keys }) };
}

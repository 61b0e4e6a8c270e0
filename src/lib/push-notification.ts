// Payment notifications, pure: what an LNbits 1.5.1 server pushes when a payment settles, read
// into what Pocketbits shows on the lock screen, in the person's language. Used by the service
// worker (src/sw.ts) for a push, and for a payment the open app saw on its websocket, so both say
// the same and collapse into one notification.
//
// LNbits' push (lnbits/core/services/notifications.py, send_payment_push_notification):
//   {"title": "LNbits: <wallet name>", "body": "You just received <N> sat[s]!\r\n<memo>",
//    "url": "https://<host>/wallet?usr=<user id>&wal=<wallet id>"}
// N is `int(amount / 1000)`, negative for the payer of a payment inside the same server (LNbits
// pushes both sides), and an invoice without a memo carries the site title as its memo. The
// `url` holds the account's user id, which opens every wallet of the account: only `wal` is read
// from it, and nothing of it is shown, stored or opened.
import { formatSatWithUnit } from './amount';
import { paths } from './paths';
import { sanitizeText } from './text';

/** The words of a notification, rendered by the page in the person's language (Lingui). */
export interface NotificationWords {
  /** The BCP 47 locale amounts are written in. */
  locale: string;
  /** "Received {amount} · {wallet}", with the placeholders kept. */
  received: string;
  /** "Paid {amount} · {wallet}". */
  paid: string;
}

/** A wallet of this device that a server's pushes can name. No key: the service worker keeps it. */
export interface NotifiedWallet {
  /** The server's wallet id (LNbits' `wal`). */
  walletId: string;
  /** This device's id of the wallet: what the app opens with `?wallet=`. */
  localId: string;
  name: string;
}

/** One server whose pushes this device receives, through the registration at `scope`. */
export interface NotifiedServer {
  /** The scope path of the service-worker registration that holds the subscription. */
  scope: string;
  /** The server's site title: LNbits writes it as the memo of an invoice that has none. */
  siteTitle: string | null;
  wallets: NotifiedWallet[];
}

/** What the page hands the service worker (no secret: it shows with the app locked). */
export interface NotificationConfig {
  v: 1;
  words: NotificationWords | null;
  servers: NotifiedServer[];
}

/** A payment to tell the person about. */
export interface PaymentNews {
  /** LNbits' wallet id, when known. */
  walletId: string | null;
  /** The wallet's name on the server (the push's title). */
  walletName: string | null;
  /** Signed: below zero for a payment out of the wallet. */
  amountSat: number;
  note: string | null;
  /** Known when the app saw the payment itself (its websocket): the click opens the payment. */
  paymentHash?: string;
}

export interface ShownNotification {
  title: string;
  body: string;
  /** Same wallet, amount and note: the same tag, so a second report replaces the first. */
  tag: string;
  /** Where a tap opens the app: a path of this app, never LNbits' url. */
  href: string;
  lang: string;
}

/** The words when the page has handed over none yet (a last resort: the app always does). */
/* eslint-disable lingui/no-unlocalized-strings -- English when no words were handed over */
export const FALLBACK_WORDS: NotificationWords = {
  locale: 'en',
  received: 'Received {amount} · {wallet}',
  paid: 'Paid {amount} · {wallet}',
};
/* eslint-enable lingui/no-unlocalized-strings */

const TITLE_PREFIX = 'LNbits: ';
const LNBITS_BODY = /^You just received (-?\d{1,16}) sats?!(?:\r?\n([\s\S]*))?$/;
/** LNbits' wallet ids: `uuid4().hex`. */
const WALLET_ID = /^[0-9a-f]{32}$/;
const PAYMENT_HASH = /^[0-9a-f]{64}$/;
const MAX_NAME_LENGTH = 60;
const MAX_NOTE_LENGTH = 300;
/** The part of the note that goes in the tag: enough to tell payments apart. */
const TAG_NOTE_LENGTH = 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `wal` of LNbits' url, and nothing else of it. */
function walletIdOfUrl(url: unknown): string | null {
  if (typeof url !== 'string') {
    return null;
  }
  try {
    const wal = new URL(url).searchParams.get('wal')?.toLowerCase() ?? '';
    return WALLET_ID.test(wal) ? wal : null;
  } catch {
    return null;
  }
}

function cleanName(name: string): string {
  return sanitizeText(name, MAX_NAME_LENGTH, { singleLine: true });
}

/** LNbits' push payload (the decrypted text), or null when it is not one. */
export function readLnbitsPush(text: string): PaymentNews | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || typeof json.title !== 'string' || typeof json.body !== 'string') {
    return null;
  }
  const match = LNBITS_BODY.exec(json.body);
  const amountSat = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(amountSat)) {
    return null;
  }
  return {
    walletId: walletIdOfUrl(json.url),
    walletName: json.title.startsWith(TITLE_PREFIX)
      ? cleanName(json.title.slice(TITLE_PREFIX.length))
      : null,
    amountSat,
    note: match[2] ?? null,
  };
}

/** What the page says it saw on the websocket (src/session/notifications), or null. */
export function readSeenPayment(data: unknown): PaymentNews | null {
  if (!isRecord(data)) {
    return null;
  }
  const { walletId, walletName, amountSat, note, paymentHash } = data;
  if (
    typeof walletId !== 'string' ||
    !WALLET_ID.test(walletId) ||
    typeof amountSat !== 'number' ||
    !Number.isSafeInteger(amountSat) ||
    (note !== null && typeof note !== 'string') ||
    (walletName !== null && typeof walletName !== 'string') ||
    (paymentHash !== undefined &&
      (typeof paymentHash !== 'string' || !PAYMENT_HASH.test(paymentHash)))
  ) {
    return null;
  }
  return {
    walletId,
    walletName: walletName === null ? null : cleanName(walletName),
    amountSat,
    note,
    ...(paymentHash === undefined ? {} : { paymentHash }),
  };
}

/**
 * The tag of a payment's notification, from what both a push and the websocket know: the wallet,
 * the amount and the note. (Two payments alike in all three show as one, the later one.)
 */
export function paymentTag(news: PaymentNews): string {
  const note = sanitizeText(news.note ?? '', TAG_NOTE_LENGTH, { singleLine: true });
  return `payment:${news.walletId ?? news.walletName ?? ''}:${news.amountSat}:${note}`;
}

/** Puts the values in a template's `{amount}` and `{wallet}`, in one pass (a name stays as it is). */
export function fillTemplate(template: string, values: { amount: string; wallet: string }): string {
  return template.replace(/\{(amount|wallet)\}/g, (_, name: 'amount' | 'wallet') => values[name]);
}

/** The app's address for a wallet of this device: its History, or one payment in it. */
export function walletHref(localId: string, paymentHash?: string): string {
  const path = paymentHash ? paths.paymentDetail.getHref(paymentHash) : paths.history.getHref();
  return `${path}?${new URLSearchParams({ wallet: localId }).toString()}`;
}

/**
 * The notification for a payment: "Received 2,100 sats · Everyday" and the note, in the words
 * and locale handed over. The note is left out when it is the server's site title (LNbits'
 * memo for an invoice without one). A wallet this device does not know opens Home.
 */
export function describePayment(
  news: PaymentNews,
  server: NotifiedServer | undefined,
  words: NotificationWords = FALLBACK_WORDS,
): ShownNotification {
  const known = server?.wallets.find((wallet) => wallet.walletId === news.walletId);
  const wallet = known?.name ?? news.walletName ?? '';
  const amount = formatSatWithUnit(Math.abs(news.amountSat), words.locale);
  const title = fillTemplate(news.amountSat < 0 ? words.paid : words.received, {
    amount,
    wallet,
  }).replace(/\s*·\s*$/, '');
  const note = sanitizeText(news.note ?? '', MAX_NOTE_LENGTH);
  return {
    title,
    body: note === '' || note === server?.siteTitle ? '' : note,
    tag: paymentTag(news),
    href: known ? walletHref(known.localId, news.paymentHash) : paths.home.getHref(),
    lang: words.locale,
  };
}

/**
 * What to show for a push that is not LNbits' payment push as this app knows it (another
 * version): its own title and text, made inert, never its url.
 */
export function describeOtherPush(text: string): ShownNotification | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || typeof json.title !== 'string') {
    return null;
  }
  return {
    title: sanitizeText(json.title, MAX_NAME_LENGTH + TITLE_PREFIX.length, { singleLine: true }),
    body: typeof json.body === 'string' ? sanitizeText(json.body, MAX_NOTE_LENGTH) : '',
    tag: '',
    href: paths.home.getHref(),
    lang: '',
  };
}

/** The config the page wrote, read defensively (storage can hold anything). */
export function readNotificationConfig(value: unknown): NotificationConfig {
  const empty: NotificationConfig = { v: 1, words: null, servers: [] };
  if (!isRecord(value) || value.v !== 1 || !Array.isArray(value.servers)) {
    return empty;
  }
  const words = isRecord(value.words) ? value.words : null;
  const wordsOk =
    words !== null &&
    typeof words.locale === 'string' &&
    typeof words.received === 'string' &&
    typeof words.paid === 'string';
  const servers = value.servers.filter(
    (server): server is NotifiedServer =>
      isRecord(server) &&
      typeof server.scope === 'string' &&
      (server.siteTitle === null || typeof server.siteTitle === 'string') &&
      Array.isArray(server.wallets) &&
      server.wallets.every(
        (wallet: unknown) =>
          isRecord(wallet) &&
          typeof wallet.walletId === 'string' &&
          typeof wallet.localId === 'string' &&
          typeof wallet.name === 'string',
      ),
  );
  return { v: 1, words: wordsOk ? (words as unknown as NotificationWords) : null, servers };
}

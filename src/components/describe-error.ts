// Turns any thrown value into words a person can act on. One place for every screen. Knows
// ApiError, so it stays out of ui/ (the primitives know nothing of the wire). The server's own
// words are kept, but only under "Details": the main text never shows a raw DNS error, a stack or
// JSON. Every text is translated (Lingui's `t`, read when an error is described, so it is in the
// language shown at that moment); LNbits' English texts are recognised by pattern and replaced.
import { t } from '@lingui/core/macro';
import { isApiError } from '@/api/http';
import { formatSat } from '@/lib/amount';
import { isChunkLoadError } from './chunk-load-error';

export { isChunkLoadError };

export interface ErrorDescription {
  title: string;
  message: string;
  /** The original text (the server's detail, an exception's message), shown folded away. */
  details?: string;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Machine talk that must not reach the main text: brackets and braces (JSON, Python reprs), URLs,
 * errno names, stack frames, exception class names, several lines.
 */
const TECHNICAL =
  /[{}[\]<>\n]|https?:\/\/|\bErrno\b|\bE[A-Z]{4,}\b|getaddrinfo|Traceback|\bat \S+ \(|\w+(Error|Exception)\b|\w+_\w+|hardening:/;

/** Short, ordinary words from a server, fit to show a person as they are. */
export function isPlainWords(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= 160 && !TECHNICAL.test(trimmed);
}

/** What the failing call was doing; changes the wording where the same status means different things. */
export type ErrorContext = 'invoice';

interface Translation {
  /** Which HTTP statuses the text can come with; any when absent. */
  status?: (status: number) => boolean;
  pattern: RegExp;
  /** The title, or undefined to keep the one the status gives (e.g. "Payment failed"). */
  title?: () => string;
  message: (match: RegExpExecArray) => string;
}

const is =
  (...codes: number[]) =>
  (status: number) =>
    codes.includes(status);
/** A number of sats from a server's text ("5000"), grouped as the language groups it. */
const satsText = (digits: string | undefined) => formatSat(Number(digits ?? 0));

/**
 * LNbits' error texts (docs/lnbits-behaviour.md, "Keys and errors" and the endpoints, and the sandbox's copies),
 * each in what it means for the person. First match wins, so narrow patterns come first.
 */
const TRANSLATIONS: readonly Translation[] = [
  // Keys and accounts.
  {
    status: is(404),
    pattern: /^Wallet not found/i,
    title: () => t`Wallet key not recognised`,
    message: () =>
      t`This wallet key isn't known to the server. It may be mistyped, or the wallet was deleted.`,
  },
  {
    status: is(401),
    pattern: /No Api Key provided/i,
    title: () => t`No wallet key sent`,
    message: () => t`The server needs a wallet key for this. Connect a wallet and try again.`,
  },
  {
    status: is(403),
    pattern: /Invalid adminkey|\(or Admin\) key required/i,
    title: () => t`Needs full access`,
    message: () =>
      t`This wallet is connected as receive only, so it can’t do this. Connect it again with full access.`,
  },
  {
    status: is(401),
    pattern: /Missing user ID or access token|Invalid access token|Session expired|User not found/i,
    title: () => t`Not signed in to the server`,
    message: () => t`The server no longer knows this account. Connect the wallet again.`,
  },
  {
    status: is(403),
    pattern: /^User not allowed/i,
    title: () => t`Not allowed on this server`,
    message: () => t`This server only lets some accounts in, and this one isn’t among them.`,
  },
  {
    status: is(403),
    pattern: /^Extension '([^']+)' not enabled/i,
    title: () => t`Extension not enabled`,
    message: ([, extension]) =>
      t`The ${extension} extension isn't enabled for this wallet on the server.`,
  },
  {
    status: is(403, 520),
    pattern: /^User not authorized for extension '([^']+)'/i,
    title: () => t`Extension not available`,
    message: ([, extension]) => t`Only the server’s admins can use the ${extension} extension.`,
  },
  {
    pattern: /^Not your (wallet|pay link|withdraw link)/i,
    title: () => t`That belongs to another wallet`,
    message: () => t`This wallet can’t change it. Switch to the wallet it belongs to.`,
  },
  {
    pattern: /^(Pay|Withdraw) link does not exist/i,
    title: () => t`That link no longer exists`,
    message: () => t`It may have been deleted. Refresh to see the current list.`,
  },
  {
    status: is(404),
    pattern: /^Payment does not exist/i,
    title: () => t`Payment not found`,
    message: () => t`The server has no record of this payment.`,
  },
  // Paying (520, except the daily limit's 400).
  {
    pattern: /^Insufficient balance/i,
    message: () => t`There isn’t enough in this wallet to pay this. Nothing was sent.`,
  },
  {
    pattern: /^You must reserve at least \((\d+)\s+sat\)/i,
    message: ([, reserve]) => {
      const reserveSats = satsText(reserve);
      return t`The wallet has to keep ${reserveSats} sats back for network fees. Try a smaller amount. Nothing was sent.`;
    },
  },
  {
    pattern: /^(Internal invoice|Payment) already paid/i,
    message: () => t`This invoice has been paid already, so it wasn’t paid again.`,
  },
  {
    pattern: /^Failed payment was already paid on the fundingsource/i,
    message: () => t`It was paid after all: check History.`,
  },
  {
    pattern: /^Payment is failed node, retrying is not possible/i,
    message: () => t`This payment failed before and can’t be tried again. Ask for a new invoice.`,
  },
  {
    pattern: /^Payment failed: Only internal invoices/i,
    message: () => t`This server can only pay invoices made on the same server.`,
  },
  {
    pattern: /^Only incoming payments allowed/i,
    message: () => t`This server only lets wallets receive, not send.`,
  },
  {
    pattern: /^Bolt11 decoding failed|^Missing BOLT11 invoice/i,
    message: () => t`That isn’t a Lightning invoice this server can read.`,
  },
  {
    pattern: /^Invalid invoice\. Bolt11 changed/i,
    message: () => t`The invoice changed while it was being paid. Start again.`,
  },
  {
    pattern: /^Invoice expired/i,
    message: () => t`The invoice has expired. Ask for a new one.`,
  },
  {
    pattern: /^Hold invoices are not supported/i,
    message: () => t`This server can’t pay this kind of invoice.`,
  },
  {
    pattern: /^Amountless invoices not supported/i,
    message: () => t`The amount can’t be zero. Ask for an invoice with an amount, or enter one.`,
  },
  {
    pattern: /^Invoice amount (\d+) sats is too high\. Max allowed: (\d+) sats/i,
    message: ([, , max]) => {
      const maxSats = satsText(max);
      return t`That’s more than this server allows at once: at most ${maxSats} sats.`;
    },
  },
  {
    pattern: /^Wallet balance cannot exceed (\d+) sats/i,
    message: ([, max]) => {
      const maxSats = satsText(max);
      return t`This wallet can hold at most ${maxSats} sats on this server.`;
    },
  },
  {
    pattern: /^The time limit of (\d+) seconds between payments/i,
    message: ([, seconds]) =>
      t`This server allows one payment every ${seconds} seconds. Wait, then try again.`,
  },
  {
    pattern: /^Daily withdrawal limit of (\d+) sats reached/i,
    title: () => t`Daily limit reached`,
    message: ([, limit]) => {
      const limitSats = satsText(limit);
      return t`This wallet can send ${limitSats} sats a day on this server. Try again tomorrow.`;
    },
  },
  {
    pattern: /^Wallet does not have permission to (pay|create) invoices/i,
    message: ([, action]) =>
      action === 'pay'
        ? t`This shared wallet may receive, but not pay.`
        : t`This shared wallet may not create invoices.`,
  },
  {
    pattern: /^Must use full satoshis/i,
    message: () => t`Use a whole number of sats.`,
  },
  // Amounts and currencies.
  {
    pattern: /^Could not get exchange rate for (\w+)/i,
    title: () => t`Exchange rate unavailable`,
    message: ([, currency]) =>
      t`The server can’t get a ${currency} exchange rate right now. Enter the amount in sats, or try later.`,
  },
  {
    pattern: /^Currency '([^']+)' not allowed|The provided unit is not supported/i,
    title: () => t`Currency not supported`,
    message: () => t`This server doesn’t convert that currency. Pick another one, or use sats.`,
  },
  {
    pattern: /^Amount (\d+) not in range (\d+) - (\d+)/i,
    title: () => t`Amount out of range`,
    message: ([, , minMsat, maxMsat]) => {
      const minSats = msatText(minMsat);
      const maxSats = msatText(maxMsat);
      return t`The service takes between ${minSats} and ${maxSats} sats. Change the amount.`;
    },
  },
  // The server reaching out to a Lightning address or LNURL service on your behalf.
  {
    pattern: /^Invalid Lightning address/i,
    title: () => t`That isn’t a Lightning address`,
    message: () => t`Check it: it looks like name@example.com.`,
  },
  {
    pattern:
      /getaddrinfo|ENOTFOUND|Name or service not known|nodename nor servname|No address associated with hostname|Temporary failure in name resolution|Client error '(404|410)/i,
    title: () => t`That address doesn’t exist`,
    message: () =>
      t`The service behind it couldn’t be found. Check the spelling, or ask for a new one.`,
  },
  {
    pattern:
      /timed out|timeout|ECONNREFUSED|ECONNRESET|Connection refused|connection failed|ConnectError|Server error '5\d\d|All connection attempts failed/i,
    title: () => t`The service didn’t answer`,
    message: () => t`It may be down for a moment. Try again later.`,
  },
  {
    pattern: /^Not allowed to contact|^Callback not allowed/i,
    title: () => t`Your server won’t contact that service`,
    message: () => t`Its settings block this address. Ask the server’s admin, or pay another way.`,
  },
  {
    pattern:
      /^Invalid (JSON|response) from|^Unsupported LNURL response|^Invalid (metadata|callback URL|k1|min\w+ or max\w+)|is less than `min`|returned an invalid invoice/i,
    title: () => t`The service answered wrongly`,
    message: () => t`It didn’t answer the way Lightning services do. Try again later.`,
  },
  // Values the server's own checks refused.
  {
    pattern: /^hardening:/i,
    title: () => t`The server refused a value`,
    message: () => t`Something in this request looked wrong to the server. Check what you entered.`,
  },
];

/** LNbits' LNURL ranges are in millisats; people read sats. */
function msatText(msat: string | undefined): string {
  return formatSat(Math.floor(Number(msat ?? 0) / 1000));
}

function translate(status: number, detail: string): Translation | undefined {
  return TRANSLATIONS.find(
    (entry) => (entry.status ? entry.status(status) : true) && entry.pattern.test(detail),
  );
}

/** The title a status gives when the text itself has no better one. */
function titleForStatus(status: number, context: ErrorContext | undefined, pending: boolean) {
  if (status === 520) {
    if (pending) {
      return t`Payment pending`;
    }
    // LNbits answers 520 for refused invoices as well as failed payments.
    return context === 'invoice' ? t`Couldn't create the invoice` : t`Payment failed`;
  }
  if (status === 403) {
    return t`Not allowed`;
  }
  if (status === 429) {
    return t`Too many requests`;
  }
  if (status >= 500) {
    return t`Server error`;
  }
  return t`The server said no`;
}

export function describeError(error: unknown, context?: ErrorContext): ErrorDescription {
  if (isChunkLoadError(error)) {
    return {
      title: t`This screen couldn't load`,
      message: t`Check your connection, then reload the app.`,
      details: (error as Error).message,
    };
  }
  if (!isApiError(error)) {
    const text = error instanceof Error ? error.message : '';
    return {
      title: t`Something went wrong`,
      message: isPlainWords(text) ? sentence(text) : t`Please try again.`,
      ...(text && !isPlainWords(text) ? { details: text } : {}),
    };
  }

  const { kind, status, detail } = error;
  // Under "Details" only what came from outside (the browser's or the schema's words): the
  // ApiError's own detail for these kinds is the app's English sentence, said above in words.
  if (kind === 'network') {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return {
      title: t`Can't reach the server`,
      message: t`Check your internet connection and the server address. If the server is up, it may be refusing requests from this app (CORS) or limiting how often you ask.`,
      ...(cause ? { details: cause } : {}),
    };
  }
  if (kind === 'timeout') {
    return {
      title: t`The server is taking too long`,
      message: t`It did not answer in time. Try again in a moment.`,
    };
  }
  if (kind === 'invalid-response') {
    return {
      title: t`That doesn't look like an LNbits server`,
      message: t`The server answered, but not the way LNbits does. Check the server address.`,
      ...(error.issue ? { details: error.issue } : {}),
    };
  }

  // The server's own words under "Details", as they came: not translated.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  const details = `HTTP ${status}: ${detail}`;
  const pending = status === 520 && error.paymentStatus === 'pending';
  const known = pending ? undefined : translate(status, detail);
  const match = known?.pattern.exec(detail);
  if (known && match) {
    return {
      title: known.title?.() ?? titleForStatus(status, context, pending),
      message: known.message(match),
      details,
    };
  }
  const title = titleForStatus(status, context, pending);
  if (pending) {
    return { title, message: t`The payment is still pending. Check History soon.`, details };
  }
  if (status === 404 && /^Not Found$/i.test(detail)) {
    return {
      title: t`Not available on this server`,
      message: t`The server doesn’t offer this. It may be an older LNbits, or missing an extension.`,
      details,
    };
  }
  if (status === 429) {
    return {
      title,
      message: t`The server is limiting requests. Wait a minute and try again.`,
      details,
    };
  }
  if (status >= 500 && status !== 520) {
    return {
      title,
      message: t`The server had a problem handling this. Try again later.`,
      details,
    };
  }
  // An answer we have no words for: the server's own when they read as plain words.
  return {
    title,
    message: isPlainWords(detail)
      ? sentence(detail)
      : t`The server couldn’t do this. The details below say why.`,
    details,
  };
}

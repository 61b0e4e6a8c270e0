// Turns any thrown value into words a person can act on. One place for every screen. Knows
// ApiError, so it stays out of ui/ (the primitives know nothing of the wire).
import { isApiError } from '@/api/http';

export interface ErrorDescription {
  title: string;
  message: string;
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/** A lazy screen's code failed to download (offline, or a new version was deployed). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** What the failing call was doing; changes the wording where the same status means different things. */
export type ErrorContext = 'invoice';

export function describeError(error: unknown, context?: ErrorContext): ErrorDescription {
  if (isChunkLoadError(error)) {
    return {
      title: "This screen couldn't load",
      message: 'Check your connection, then reload the app.',
    };
  }
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong',
      message:
        error instanceof Error && error.message ? sentence(error.message) : 'Please try again.',
    };
  }

  const { kind, status, detail } = error;
  if (kind === 'network') {
    return {
      title: "Can't reach the server",
      message:
        'Check your internet connection and the server address. If the server is up, it may be refusing requests from this app (CORS) or limiting how often you ask.',
    };
  }
  if (kind === 'timeout') {
    return {
      title: 'The server is taking too long',
      message: 'It did not answer in time. Try again in a moment.',
    };
  }
  if (kind === 'invalid-response') {
    return {
      title: "That doesn't look like an LNbits server",
      message: 'The server answered, but not the way LNbits does. Check the server address.',
    };
  }

  if (status === 404 && /wallet not found/i.test(detail)) {
    return {
      title: 'Wallet key not recognised',
      message:
        "This wallet key isn't known to the server. It may be mistyped, or the wallet was deleted.",
    };
  }
  if (status === 401) {
    return {
      title: 'No wallet key sent',
      message: 'The server needs a wallet key for this. Connect a wallet and try again.',
    };
  }
  if (status === 403 && /adminkey|admin\) key/i.test(detail)) {
    return {
      title: 'Admin key needed',
      message:
        'This needs the wallet’s admin key. You are connected with an invoice key, which can only receive.',
    };
  }
  const extension = /^Extension '([^']+)' not enabled/i.exec(detail);
  if (status === 403 && extension) {
    return {
      title: 'Extension not enabled',
      message: `The ${extension[1]} extension isn't enabled for this wallet on the server.`,
    };
  }
  if (status === 403) {
    return { title: 'Not allowed', message: sentence(`The server refused: ${detail}`) };
  }
  if (status === 404 && /payment does not exist/i.test(detail)) {
    return { title: 'Payment not found', message: 'The server has no record of this payment.' };
  }
  if (status === 429) {
    return {
      title: 'Too many requests',
      message: 'The server is limiting requests. Wait a minute and try again.',
    };
  }
  if (status === 520) {
    if (error.paymentStatus === 'pending') {
      return {
        title: 'Payment pending',
        message: sentence(`The payment has not settled yet: ${detail}`),
      };
    }
    // LNbits answers 520 for refused invoices as well as failed payments.
    const title = context === 'invoice' ? "Couldn't create the invoice" : 'Payment failed';
    return { title, message: sentence(detail) };
  }
  if (status >= 500) {
    return {
      title: 'Server error',
      message: 'The server had a problem handling this. Try again later.',
    };
  }
  return { title: 'The server said no', message: sentence(detail) };
}

// What the Send screen does with whatever was pasted, scanned or deep-linked: one classifier
// (lib/input) for every form, mapped to the flow that handles it. Pure: no React, no I/O.
import { t } from '@lingui/core/macro';
import { bytesToWords, encodeBech32 } from '@/lib/bech32';
import { classifyInput } from '@/lib/input';
import type { ClassifiedInput, LightningAddressInput, LnurlInput } from '@/lib/input';
import { describeInvalidInput, describeUnsupported } from './input-problems';

/** An LNURL to resolve: where its first GET goes, and what LNbits' lnurlscan (row 8) is given. */
export interface LnurlTarget {
  /** The https (or loopback/onion http) URL of the first GET. It never carries a key. */
  url: string;
  /** Shown plainly to the user: whom they deal with. */
  domain: string;
  /** For row 8 / row 9: the Lightning address, or the URL as a bech32 LNURL. */
  scanCode: string;
  /** The Lightning address, when that is what was given. */
  address?: string;
  /** Known before anything is fetched: from a LUD-17 scheme, or 'pay' for a Lightning address. */
  expected?: 'pay' | 'withdraw';
  /** http on .onion: a browser can't fetch it, only the server can. */
  onion: boolean;
  /** A plain https link: ask before fetching it (it may just be a web page). */
  askFirst: boolean;
}

export type SendTarget =
  | { kind: 'empty' }
  /** A BOLT-11 invoice, lower case, without `lightning:`. */
  | { kind: 'invoice'; invoice: string; fromBip21: boolean }
  | { kind: 'lnurl'; target: LnurlTarget }
  /** Not something to pay here: a message that names what it is. */
  | { kind: 'notice'; tone: 'error' | 'info'; title: string; message: string; nwc?: boolean };

const LNURL_BECH32_LIMIT = 2048;

function lnurlBech32(url: string): string {
  const words = bytesToWords(new TextEncoder().encode(url));
  return encodeBech32('lnurl', words, 'bech32', LNURL_BECH32_LIMIT).toUpperCase();
}

function lnurlTarget(input: LnurlInput | LightningAddressInput): LnurlTarget {
  if (input.kind === 'lightning-address') {
    return {
      url: input.url,
      domain: input.domain,
      scanCode: input.address,
      address: input.address,
      // LUD-16: a Lightning address is a pay request and nothing else. A service answering one
      // with a withdrawal is not followed to the withdraw screen (LnurlFlow says so instead).
      expected: 'pay',
      onion: input.domain.endsWith('.onion'),
      askFirst: false,
    };
  }
  const target: LnurlTarget = {
    url: input.url,
    domain: input.domain,
    scanCode: lnurlBech32(input.url),
    onion: input.onion,
    askFirst: input.source === 'https',
  };
  if (input.tag === 'pay' || input.tag === 'withdraw') {
    target.expected = input.tag;
  }
  return target;
}

function fromClassified(input: ClassifiedInput): SendTarget {
  switch (input.kind) {
    case 'bolt11':
      return { kind: 'invoice', invoice: input.invoice, fromBip21: false };
    case 'lightning-address':
      return { kind: 'lnurl', target: lnurlTarget(input) };
    case 'lnurl':
      if (input.tag === 'login') {
        const { domain } = input;
        return {
          kind: 'notice',
          tone: 'info',
          title: t`This is a login code (LNURL-auth)`,
          message: t`It asks to log in to ${domain} with your wallet. Logging in this way isn’t supported yet; nothing was sent.`,
        };
      }
      return { kind: 'lnurl', target: lnurlTarget(input) };
    case 'bip21': {
      if (input.lightning) {
        const inner = fromClassified(input.lightning);
        if (inner.kind === 'invoice') {
          return { ...inner, fromBip21: true };
        }
        if (inner.kind === 'lnurl') {
          return inner;
        }
        if (inner.kind === 'notice') {
          return {
            ...inner,
            title: t`The Lightning part of this Bitcoin link can’t be used`,
          };
        }
      }
      return {
        kind: 'notice',
        tone: 'error',
        title: t`This is an on-chain Bitcoin payment request`,
        message: t`It has no Lightning invoice in it. Pocketbits pays over Lightning only. Ask for a Lightning invoice or address instead.`,
      };
    }
    case 'onchain-address':
      return {
        kind: 'notice',
        tone: 'error',
        title: t`This is an on-chain Bitcoin address`,
        message: t`Pocketbits pays over Lightning only. Ask for a Lightning invoice or address instead.`,
      };
    case 'nwc':
      return {
        kind: 'notice',
        tone: 'info',
        title: t`This is a Nostr Wallet Connect code`,
        message: t`It connects an app to a wallet; it isn’t something to pay. It contains a secret, so only use it where you meant to. Wallet connections are managed under More.`,
        nwc: true,
      };
    case 'lnbits-wallet-link':
      return {
        kind: 'notice',
        tone: 'info',
        title: t`This is an LNbits wallet link`,
        message: t`It opens a whole LNbits account, so treat it like a key; it isn’t something to pay. To use that wallet here, choose Add wallet and paste the link there.`,
      };
    case 'unsupported':
      return { kind: 'notice', tone: 'error', ...describeUnsupported(input.what) };
    case 'invalid':
      return {
        kind: 'notice',
        tone: 'error',
        title: t`This code can’t be used`,
        message: describeInvalidInput(input.problem),
      };
  }
}

export interface SendTargetOptions {
  /** Accept LNURLs and addresses on loopback (when the wallet's own server runs there). */
  allowLoopback?: boolean;
}

/** Classifies `text` (never throws) and picks the flow for it. */
export function sendTargetOf(text: string, options: SendTargetOptions = {}): SendTarget {
  if (text.trim() === '') {
    return { kind: 'empty' };
  }
  // A registered protocol handler (`web+lightning:`) hands over the code with its own scheme.
  const code = text.trim().replace(/^web\+lightning:/i, 'lightning:');
  return fromClassified(classifyInput(code, { allowLoopback: options.allowLoopback === true }));
}

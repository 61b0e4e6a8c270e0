// What the Send screen does with whatever was pasted, scanned or deep-linked: one classifier
// (lib/input) for every form, mapped to the flow that handles it. Pure: no React, no I/O.
import { t } from '@lingui/core/macro';
import { classifyInput } from '@/lib/input';
import type { ClassifiedInput } from '@/lib/input';
import { lnurlTarget } from '@/lib/lnurl-target';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { describeInvalidInput, describeUnsupported } from './input-problems';

export type SendTarget =
  | { kind: 'empty' }
  /** A BOLT-11 invoice, lower case, without `lightning:`. */
  | { kind: 'invoice'; invoice: string; fromBip21: boolean }
  | { kind: 'lnurl'; target: LnurlTarget }
  /** An LNURL-auth code (`tag=login`): the login screen takes it, as entered. */
  | { kind: 'login'; code: string }
  /** Not something to pay here: a message that names what it is. */
  | { kind: 'notice'; tone: 'error' | 'info'; title: string; message: string; nwc?: boolean };

function fromClassified(input: ClassifiedInput, code: string): SendTarget {
  switch (input.kind) {
    case 'bolt11':
      return { kind: 'invoice', invoice: input.invoice, fromBip21: false };
    case 'lightning-address':
      return { kind: 'lnurl', target: lnurlTarget(input) };
    case 'lnurl':
      if (input.tag === 'login') {
        return { kind: 'login', code };
      }
      return { kind: 'lnurl', target: lnurlTarget(input) };
    case 'bip21': {
      if (input.lightning) {
        const inner = fromClassified(input.lightning, code);
        if (inner.kind === 'invoice') {
          return { ...inner, fromBip21: true };
        }
        if (inner.kind === 'lnurl' || inner.kind === 'login') {
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
  return fromClassified(
    classifyInput(code, { allowLoopback: options.allowLoopback === true }),
    code,
  );
}

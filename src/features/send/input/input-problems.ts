// The classifier's (lib/input.ts) and the invoice decoder's (lib/bolt11.ts) verdicts in the
// person's language. lib/ returns codes only: bolt11.ts runs in the sandbox too, and the words
// belong with the screens that show them (send's catalog, not the shared one every route loads).
import { t } from '@lingui/core/macro';
import type { Bolt11ErrorCode } from '@/lib/bolt11';
import type { InvalidInputProblem, UnsupportedCode } from '@/lib/input';

/** Why an invoice does not decode, as one sentence; `null` when the decoder gave no reason. */
export function describeBolt11Problem(code: Bolt11ErrorCode | null): string {
  switch (code) {
    case 'input':
      return t`This is too long to be a Lightning invoice.`;
    case 'bech32':
      return t`The invoice contains characters that cannot appear in one.`;
    case 'mixed-case':
      return t`The invoice mixes upper- and lower-case letters, so it was altered.`;
    case 'checksum':
      return t`This invoice's checksum is wrong — it was probably mistyped or cut off.`;
    case 'prefix':
    case null:
      return t`This is not a Lightning invoice.`;
    case 'amount':
      return t`The invoice amount is not valid.`;
    case 'length':
      return t`This invoice is too short — it was probably cut off.`;
    case 'field-length':
      return t`A part of the invoice has the wrong length.`;
    case 'missing-field':
      return t`The invoice lacks a part every invoice has.`;
    case 'duplicate-field':
      return t`The invoice has a part more than once.`;
    case 'field':
      return t`A part of the invoice is malformed.`;
    case 'feature':
      return t`The invoice requires a feature this wallet does not know.`;
    case 'signature':
      return t`The invoice signature is not valid.`;
  }
}

function describeNwcProblem(problem: Extract<InvalidInputProblem, { code: 'nwc' }>['nwc']): string {
  switch (problem) {
    case 'scheme':
      return t`This wallet connection (NWC) link is not valid: it is not a nostr+walletconnect link.`;
    case 'wallet-key':
      return t`This wallet connection (NWC) link is not valid: its wallet key is malformed.`;
    case 'encoding':
      return t`This wallet connection (NWC) link is not valid: it is badly encoded.`;
    case 'relay':
      return t`This wallet connection (NWC) link is not valid: a relay is not a websocket address.`;
    case 'no-relay':
      return t`This wallet connection (NWC) link is not valid: it names no relay.`;
    case 'secret':
      return t`This wallet connection (NWC) link is not valid: its secret is missing or malformed.`;
    case 'secret-range':
      return t`This wallet connection (NWC) link is not valid: its secret is out of range.`;
  }
}

/** Why a pasted or scanned code can't be used, in words a person can act on. */
export function describeInvalidInput(problem: InvalidInputProblem): string {
  switch (problem.code) {
    case 'empty':
      return t`Paste or scan a Lightning invoice, LNURL or Lightning address.`;
    case 'too-long':
      return t`This is too long to be a Lightning invoice, LNURL or address.`;
    case 'hidden-characters':
      return t`This contains hidden or control characters, so it may have been tampered with.`;
    case 'not-recognised':
      return t`This doesn't look like a Lightning invoice, LNURL or Lightning address.`;
    case 'unknown-scheme': {
      const { scheme } = problem;
      return t`This app can't open “${scheme}:” links. This doesn't look like a Lightning invoice, LNURL or Lightning address.`;
    }
    case 'unsafe-scheme':
      return t`This is not a payment code, and it could run code or open a file. It was refused.`;
    case 'lightning-link-empty':
      return t`This Lightning link is empty.`;
    case 'lightning-link-nested':
      return t`This Lightning link carries another link inside it, which is not allowed.`;
    case 'unknown-lightning-prefix':
      return t`This looks like a Lightning code, but its prefix is unknown (typo, or a network this wallet does not know).`;
    case 'invoice':
      return describeBolt11Problem(problem.bolt11);
    case 'lnurl-malformed':
      return t`This LNURL link is malformed.`;
    case 'lnurl-mixed-case':
      return t`This LNURL mixes upper- and lower-case letters, so it was altered.`;
    case 'lnurl-checksum':
      return t`This LNURL is damaged (its checksum does not match).`;
    case 'lnurl-damaged':
      return t`This LNURL is damaged.`;
    case 'lnurl-unreadable':
      return t`This LNURL does not contain a readable link.`;
    case 'url-invalid':
      return t`This link is not a valid web address.`;
    case 'url-not-web':
      return t`This LNURL does not lead to a web address (https), so it was refused.`;
    case 'url-http':
      return t`This link uses unencrypted http. Lightning links must use https (or a Tor .onion address).`;
    case 'url-credentials':
      return t`This link contains a user name or password, which a Lightning link never does.`;
    case 'lnurl-contradictory':
      return t`This link is contradictory: it is both a payment link and a login link.`;
    case 'lnurl-auth-incomplete':
      return t`This login link (LNURL-auth) is incomplete: it has no valid challenge.`;
    case 'inner-code-invalid':
      return t`The Lightning code inside this link is not valid.`;
    case 'address-several-at':
      return t`This Lightning address is not valid (more than one “@”).`;
    case 'address-name':
      return t`This Lightning address is not valid: the name before “@” may only use letters, digits and - _ . +`;
    case 'address-domain':
      return t`This Lightning address has an invalid domain.`;
    case 'bip21-repeated-key': {
      const { key } = problem;
      return t`This Bitcoin payment link is not valid: “${key}” appears twice.`;
    }
    case 'bip21-encoding':
      return t`This Bitcoin payment link is not valid (bad percent-encoding).`;
    case 'bip21-amount':
      return t`This Bitcoin payment link has an invalid amount.`;
    case 'bip21-required-parameter':
      return t`This Bitcoin payment link has a required parameter this wallet does not understand, so it cannot be paid.`;
    case 'bip21-unsafe-pop':
      return t`This Bitcoin payment link asks to open a web page or file after paying. It was refused for your safety.`;
    case 'bip21-address':
      return t`The Bitcoin address in this payment link is not valid.`;
    case 'bip21-address-case':
      return t`The Bitcoin address in this payment link is not valid (mixed case).`;
    case 'bip21-lightning-not-lightning':
      return t`The lightning= value in this Bitcoin link is not a Lightning code.`;
    case 'bip21-empty':
      return t`This Bitcoin payment link has no address or payment instruction.`;
    case 'nwc':
      return describeNwcProblem(problem.nwc);
    case 'several-codes':
      return t`This text contains more than one payment code. Paste just one.`;
  }
}

/** A code that is not for paying here: a title naming it, and what to do instead. */
export function describeUnsupported(what: UnsupportedCode): { title: string; message: string } {
  switch (what) {
    case 'nostr-link':
      return {
        title: t`This is a Nostr link`,
        message: t`This is a Nostr link, not a payment. This app cannot open it.`,
      };
    case 'cashu-token':
      return {
        title: t`This is a Cashu token`,
        message: t`This is a Cashu ecash token. This wallet cannot receive or pay Cashu tokens.`,
      };
    case 'node-uri':
      return {
        title: t`This is a Lightning node URI`,
        message: t`This is a Lightning node address (for opening channels), not a payment request.`,
      };
    case 'bolt12-offer':
      return {
        title: t`This is a Lightning offer (BOLT 12)`,
        message: t`This is a BOLT 12 Lightning offer. This wallet can only pay BOLT 11 invoices and LNURLs.`,
      };
    case 'nostr-private-key':
      return {
        title: t`This is a Nostr private key`,
        message: t`This is a Nostr private key. Never share it; it is not a payment code.`,
      };
    case 'nostr-id':
      return {
        title: t`This is a Nostr key`,
        message: t`This is a Nostr identifier, not a payment code.`,
      };
    case 'silent-payment-address':
      return {
        title: t`This is a silent payment address`,
        message: t`This is a Bitcoin silent payment address. On-chain payments are not supported.`,
      };
    case 'extended-key':
      return {
        title: t`This is an extended Bitcoin key`,
        message: t`This is an extended Bitcoin wallet key, not a payment code. Keep private keys secret.`,
      };
    case 'node-id':
      return {
        title: t`This is a Lightning node ID`,
        message: t`This is a Lightning node ID, not a payment request. Ask the recipient for an invoice.`,
      };
    case 'lnurl-channel':
      return {
        title: t`This is an LNURL channel request`,
        message: t`This is an LNURL channel request (for opening a channel). This wallet cannot open channels.`,
      };
    case 'proof-of-payment':
      return {
        title: t`This is a payment link requiring proof of payment`,
        message: t`This Bitcoin payment link requires proof of payment (req-pop), which this wallet does not support.`,
      };
  }
}

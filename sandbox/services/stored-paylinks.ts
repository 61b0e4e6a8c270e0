// A wallet's stored pay links, as LNbits 1.5.1 keeps them (lnbits/core/models/lnurl.py
// StoredPayLink(s), lnbits/core/services/lnurl.py store_paylink, lnbits/core/views/wallet_api.py
// api_put_stored_paylinks): `{"links": [{lnurl, label, last_used}]}` on the wallet, replaced whole
// by `PUT /api/v1/wallet/stored_paylinks/{id}` and added to when `POST /api/v1/payments/lnurl`
// meets a service that says `disposable: false`.
import type { Ledger, WalletRow } from '../db/ledger.ts';
import { unexpectedError } from './payments.ts';
import { lnurlOf } from './withdraw.ts';
import { collectModel, field, type Loc } from '../validation.ts';
import type { ValidationIssue } from '../errors.ts';
import { nowSeconds } from '../time.ts';

export interface StoredPayLink {
  lnurl: string;
  label: string;
  /** Unix seconds. */
  last_used: number;
}

export function storedPayLinksOf(wallet: WalletRow): StoredPayLink[] {
  return (JSON.parse(wallet.stored_paylinks) as { links: StoredPayLink[] }).links;
}

/**
 * The body of `PUT /api/v1/wallet/stored_paylinks/{id}`: StoredPayLinks, whose `links` defaults
 * to `[]` and whose links take `last_used` = now when it is missing. Unknown keys are ignored
 * (pydantic's default), `lnurl` and `label` coerced to strings as pydantic 1 does.
 */
export function storedPayLinksModel() {
  const now = nowSeconds();
  const link = {
    lnurl: field.str(),
    label: field.str(),
    last_used: field.int().default(now),
  };
  return {
    links: field
      .list(
        field.custom<StoredPayLink>((value: unknown, loc: Loc, issues: ValidationIssue[]) => {
          const read = collectModel(link, value, loc);
          issues.push(...read.issues);
          return read.value;
        }),
      )
      .default([]),
  };
}

/** LnAddress's pattern in the lnurl library (lnurl/types.py): lower-case name, a real TLD. */
const LN_ADDRESS = /^[a-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}$/;

/**
 * What LNbits stores for a paid LNURL (`store_paylink`): a Lightning address as it was given, a
 * LUD-17 URL as it was given, anything else (bech32 or a plain URL) as the upper-case bech32 of
 * its URL. Without an `lnurl`, the last `text/identifier` of the metadata, which must be a valid
 * Lightning address (else LNbits' LnAddressError is a 500); undefined when there is none.
 */
export function storedFormOf(lnurl: string | undefined, metadata: string): string | undefined {
  if (lnurl === undefined) {
    let identifier: string | undefined;
    for (const entry of JSON.parse(metadata) as unknown[]) {
      if (Array.isArray(entry) && entry[0] === 'text/identifier') {
        identifier = String(entry[1]);
      }
    }
    if (identifier !== undefined && !LN_ADDRESS.test(identifier)) {
      throw unexpectedError();
    }
    return identifier;
  }
  let code = lnurl.trim();
  if (code.startsWith('lightning:')) {
    code = code.slice('lightning:'.length);
  }
  if (code.includes('@') && !/^[a-z][a-z0-9+.-]*:\/\//i.test(code)) {
    return lnurl;
  }
  if (/^(lnurlp|lnurlw|lnurlc|keyauth):\/\//i.test(code)) {
    return code;
  }
  if (/^lnurl1/i.test(code)) {
    return code.toUpperCase();
  }
  return lnurlOf(code);
}

/**
 * Remembers a pay link on the wallet: a link already there (same `lnurl`) gets `last_used` = now,
 * a new one is appended with the metadata's text as its label.
 */
export function rememberPayLink(
  ledger: Ledger,
  walletId: string,
  link: { lnurl: string; label: string },
): void {
  const wallet = ledger.walletById(walletId);
  if (!wallet) {
    return;
  }
  const links = storedPayLinksOf(wallet);
  const known = links.find((stored) => stored.lnurl === link.lnurl);
  if (known) {
    known.last_used = nowSeconds();
  } else {
    links.push({ lnurl: link.lnurl, label: link.label, last_used: nowSeconds() });
  }
  ledger.setStoredPaylinks(walletId, JSON.stringify({ links }));
}

// The people Send's start offers: the recipients this device noted (recent-recipients.ts) merged
// with the pay links LNbits keeps for the wallet (api/paylinks-stored.ts), which follow the
// wallet to LNbits' own page and to other devices. Pure, so the rules are tested in Node.
import type { StoredPayLink, StoredPayLinkInput } from '@/api/paylinks-stored';
import { lnurlUrlUnchecked } from '@/lib/lnurl/bech32-url';
import { sanitizeText } from '@/lib/text';
import type { Recipient } from './recent-recipients';

export interface Person {
  /** What goes into the Send field: a Lightning address, a bech32 LNURL or a LUD-17 URL. */
  code: string;
  /** The name shown: the label kept on LNbits, else the address or the service's domain. */
  label: string;
  /** The Lightning address, when the code is one and the label is something else. */
  address?: string;
  /** The service's description of the last payment made from this device. */
  name?: string;
  /** The last amount paid from this device, in whole sats. */
  amountSat?: number;
  /** Unix milliseconds of the last payment, from whichever knows the later one. */
  paidAt: number;
  /** LNbits keeps this one (rename and remove write back there). */
  stored: boolean;
}

/** A label is a name on one line: LNbits keeps whatever a service or another app wrote there. */
export const MAX_LABEL_LENGTH = 100;

/** How many show at once, as before: few enough to take in at a glance. */
export const MAX_PEOPLE = 5;

/**
 * One spelling per recipient. A Lightning address is compared whatever its case. An LNURL is
 * compared by the URL it stands for, in whichever spelling it came: LNbits stores the bech32 form
 * (upper case) while this device may have noted the `https://` URL or a LUD-17 `lnurlp://` one,
 * which is the same service (LUD-17: the scheme stands for https, or http for an onion host; the
 * host's case does not matter, the path's does). A `lightning:` prefix is no part of the code.
 */
export function codeIdentity(code: string): string {
  const text = code.trim().replace(/^lightning:/i, '');
  const url = /^lnurl1/i.test(text) ? lnurlUrlUnchecked(text) : text;
  return (url !== undefined && urlIdentity(url)) || text.toLowerCase();
}

const URL_SCHEME = /^(?:https?|lnurl[pwc]|keyauth):\/\//i;

/** Host (lower case, no default port), path and query of an LNURL's URL; '' for anything else. */
function urlIdentity(url: string): string {
  if (!URL_SCHEME.test(url)) {
    return '';
  }
  try {
    const parsed = new URL(url.replace(URL_SCHEME, 'https://'));
    return `lnurl:${parsed.host}${parsed.pathname}${parsed.search}`;
  } catch {
    return '';
  }
}

const isAddress = (code: string) => /^[^@\s/]+@[^@\s/]+$/.test(code.trim());

/**
 * The people to offer, most recently paid first, each once (by address or LNURL, whatever its
 * case): the label LNbits keeps wins over the device's, the later payment time over the earlier.
 */
export function mergePeople(local: Recipient[], stored: StoredPayLink[]): Person[] {
  const byCode = new Map<string, Person>();
  for (const recipient of local) {
    const id = codeIdentity(recipient.code);
    if (!byCode.has(id)) {
      byCode.set(id, { ...recipient, stored: false });
    }
  }
  for (const link of stored) {
    const id = codeIdentity(link.lnurl);
    const known = byCode.get(id);
    const paidAt = link.last_used * 1_000;
    const label =
      sanitizeText(link.label, MAX_LABEL_LENGTH, { singleLine: true }) ||
      known?.label ||
      sanitizeText(link.lnurl, MAX_LABEL_LENGTH, { singleLine: true });
    byCode.set(id, {
      ...known,
      code: known?.code ?? link.lnurl,
      label,
      paidAt: Math.max(paidAt, known?.paidAt ?? 0),
      stored: true,
    });
  }
  return [...byCode.values()]
    .map((person) =>
      isAddress(person.code) && codeIdentity(person.label) !== codeIdentity(person.code)
        ? { ...person, address: sanitizeText(person.code, MAX_LABEL_LENGTH, { singleLine: true }) }
        : person,
    )
    .sort((a, b) => b.paidAt - a.paidAt);
}

/**
 * Type-ahead: the people whose name, address, code or last description holds what was typed (or
 * pasted), at most MAX_PEOPLE; all of them, newest first, while nothing is typed.
 */
export function matchingPeople(people: Person[], typed: string): Person[] {
  const query = typed
    .trim()
    .replace(/^lightning:/i, '')
    .toLowerCase();
  // A pasted code finds its person in any spelling of it (an LNURL's bech32 or its URL).
  const pasted = codeIdentity(typed);
  const matches =
    query === ''
      ? people
      : people.filter(
          (person) =>
            codeIdentity(person.code) === pasted ||
            [person.label, person.code, person.address, person.name].some(
              (text) => text !== undefined && text.toLowerCase().includes(query),
            ),
        );
  return matches.slice(0, MAX_PEOPLE);
}

/** The stored list without `code` (every entry of it, whatever its case). */
export function withoutStoredLink(links: StoredPayLink[], code: string): StoredPayLink[] {
  const id = codeIdentity(code);
  return links.filter((link) => codeIdentity(link.lnurl) !== id);
}

/**
 * The stored list with `person` named `label`: every entry of theirs renamed, or, for someone
 * only this device knew, a new entry (then LNbits keeps them too).
 */
export function withStoredLabel(
  links: StoredPayLink[],
  person: Pick<Person, 'code' | 'paidAt'>,
  label: string,
): StoredPayLinkInput[] {
  const id = codeIdentity(person.code);
  if (links.some((link) => codeIdentity(link.lnurl) === id)) {
    return links.map((link) => (codeIdentity(link.lnurl) === id ? { ...link, label } : link));
  }
  return [
    ...links,
    { lnurl: person.code.trim(), label, last_used: Math.floor(person.paidAt / 1_000) },
  ];
}

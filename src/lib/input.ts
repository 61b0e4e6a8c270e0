/**
 * Input recognition: one classifier for everything a wallet meets on paste, scan or deep link
 * (pure TypeScript: no DOM, no React, no I/O). Rules follow docs/lightning-protocols.md, "Input
 * recognition" (clean-up N1–N3, forms F1–F10, the order, tricky cases T1–T16), its LNURL "URLs"
 * and "NIP-47" sections, and BIP-21/321 as T12 sums them up.
 *
 * `classifyInput` never throws. It only recognises and normalises; it does no network I/O. A
 * BOLT 11 invoice is decoded without signature verification (full validation happens in Send).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import {
  Bolt11Error,
  decodeBolt11Unverified,
  type Bolt11ErrorCode,
  type Bolt11Network,
} from './bolt11-decode.ts';
import { isValidNwcSecret, readNwcUri, type NwcUriProblem } from './nwc-uri.ts';
import { safeDecode, splitQuery } from './query-params.ts';
import { readLnbitsWalletLink, type LnbitsWalletLinkInput } from './wallet-link.ts';

export { readLnbitsWalletLink, type LnbitsWalletLinkInput } from './wallet-link.ts';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

/** Set when the code was picked out of surrounding text (T15): show it to the user. */
interface InputBase {
  extracted?: string;
}

export interface Bolt11Input extends InputBase {
  kind: 'bolt11';
  /** Lower case, without `lightning:`. */
  invoice: string;
  network: Bolt11Network;
  /** null = amountless invoice (LNbits refuses to pay those, T4). */
  amountMsat: bigint | null;
}

export type LnurlTag = 'pay' | 'withdraw' | 'login';

/**
 * Where the LNURL came from. `https` is a plain https URL (LUD-17 "raw", F9): ask the user
 * before fetching it, and offer to open it as a web page if the JSON has no known tag.
 */
export type LnurlSource = 'bech32' | 'lud17' | 'fallback' | 'https';

export interface LnurlInput extends InputBase {
  kind: 'lnurl';
  /** The https (or http-on-.onion) URL, verbatim: never re-serialised. */
  url: string;
  /** Host name to show the user (punycode for IDN). */
  domain: string;
  source: LnurlSource;
  /**
   * Known before any GET: from the LUD-17 scheme, `tag=login` (auth: do NOT GET), or a complete
   * LUD-08 fast withdraw. Undefined: GET the URL and dispatch on the JSON `tag`.
   */
  tag?: LnurlTag;
  /** LNURL-auth challenge (64 hex, lower case) when `tag` is `login`. */
  k1?: string;
  /** LUD-08: every fast-withdraw parameter is in the URL; the first GET may be skipped. */
  fastWithdraw?: boolean;
  /** http on a .onion host: a browser cannot fetch it directly (needs a server-side proxy). */
  onion: boolean;
}

export interface LightningAddressInput extends InputBase {
  kind: 'lightning-address';
  /** `user@domain`, lower case, domain in punycode. */
  address: string;
  /** LUD-16 well-known URL (`http://` for .onion). */
  url: string;
  domain: string;
}

export type OnchainNetwork = 'mainnet' | 'testnet' | 'regtest';

export interface Bip21Input extends InputBase {
  kind: 'bip21';
  /**
   * On-chain address ('' when the URI has none, BIP-321), checked for shape only; bech32
   * addresses are lower-cased, base58 ones kept as given (case-sensitive).
   */
  address: string;
  /** Set only when the address checksum verifies. */
  addressNetwork?: OnchainNetwork;
  /** `amount=` converted exactly (string maths) to integer satoshis. */
  amountSat?: number;
  label?: string;
  message?: string;
  /** The classified `lightning=` value (bolt11 / lnurl, or why it is unusable). */
  lightning?: ClassifiedInput;
  /** BOLT 12 offer from `lno=` (unsupported). */
  offer?: string;
  /** Both `amount=` and an invoice amount are present and they differ: the invoice governs. */
  amountMismatch?: boolean;
}

export interface NwcInput extends InputBase {
  kind: 'nwc';
  /** The pairing URI as given. Contains a spending secret: never log or display it in full. */
  uri: string;
  /** Wallet-service pubkey, 64 hex lower case. */
  walletPubkey: string;
  relays: string[];
  /** Client secret, 64 hex lower case. SECRET. */
  secret: string;
  lud16?: string;
}

export interface OnchainAddressInput extends InputBase {
  kind: 'onchain-address';
  address: string;
  network: OnchainNetwork;
}

/**
 * What a recognised but unusable code is. lib/ holds no words for people: the screen that shows
 * one names it in the person's language (features/send/input/input-problems.ts).
 */
export type UnsupportedCode =
  | 'nostr-link'
  | 'cashu-token'
  | 'node-uri'
  | 'bolt12-offer'
  | 'nostr-private-key'
  | 'nostr-id'
  | 'silent-payment-address'
  | 'extended-key'
  | 'node-id'
  | 'lnurl-channel'
  | 'proof-of-payment';

export interface UnsupportedInput extends InputBase {
  kind: 'unsupported';
  what: UnsupportedCode;
}

/** Why a code was refused, when the code says it all. */
export type SimpleInvalidCode =
  | 'empty'
  | 'too-long'
  | 'hidden-characters'
  | 'not-recognised'
  | 'unsafe-scheme'
  | 'lightning-link-empty'
  | 'lightning-link-nested'
  | 'unknown-lightning-prefix'
  | 'lnurl-malformed'
  | 'lnurl-mixed-case'
  | 'lnurl-checksum'
  | 'lnurl-damaged'
  | 'lnurl-unreadable'
  | 'url-invalid'
  | 'url-not-web'
  | 'url-http'
  | 'url-credentials'
  | 'lnurl-contradictory'
  | 'lnurl-auth-incomplete'
  | 'inner-code-invalid'
  | 'address-several-at'
  | 'address-name'
  | 'address-domain'
  | 'bip21-encoding'
  | 'bip21-amount'
  | 'bip21-required-parameter'
  | 'bip21-unsafe-pop'
  | 'bip21-address'
  | 'bip21-address-case'
  | 'bip21-lightning-not-lightning'
  | 'bip21-empty'
  | 'several-codes';

/** Why a code was refused: worded by the screen that shows it, like UnsupportedCode. */
export type InvalidInputProblem =
  | { code: SimpleInvalidCode }
  /** A scheme this app does not open (`ftp:`, `mailto:`…), cut to 40 characters. */
  | { code: 'unknown-scheme'; scheme: string }
  /** A BIP-21 parameter given twice. */
  | { code: 'bip21-repeated-key'; key: string }
  /** A BOLT 11 invoice that does not decode: why, when bolt11.ts said. */
  | { code: 'invoice'; bolt11: Bolt11ErrorCode | null }
  /** A Nostr Wallet Connect link that is not valid. */
  | { code: 'nwc'; nwc: NwcUriProblem | 'secret' | 'secret-range' };

export interface InvalidInput extends InputBase {
  kind: 'invalid';
  problem: InvalidInputProblem;
}

export type ClassifiedInput =
  | Bolt11Input
  | LnurlInput
  | LightningAddressInput
  | Bip21Input
  | NwcInput
  | OnchainAddressInput
  | LnbitsWalletLinkInput
  | UnsupportedInput
  | InvalidInput;

export type InputKind = ClassifiedInput['kind'];

export const INPUT_KINDS: readonly InputKind[] = [
  'bolt11',
  'lnurl',
  'lightning-address',
  'bip21',
  'nwc',
  'onchain-address',
  'lnbits-wallet-link',
  'unsupported',
  'invalid',
];

/** What the user can pay over Lightning, if anything (unwraps `bip21.lightning`). */
export function lightningTarget(
  input: ClassifiedInput,
): Bolt11Input | LnurlInput | LightningAddressInput | null {
  switch (input.kind) {
    case 'bolt11':
    case 'lnurl':
    case 'lightning-address':
      return input;
    case 'bip21':
      return input.lightning ? lightningTarget(input.lightning) : null;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** N1: a QR code holds at most 7089 characters. */
export const MAX_INPUT_LENGTH = 8192;

/** `hrp 1 data` with bech32 data characters (linear time: no backtracking regex). */
function looksBech32(s: string): boolean {
  const sep = s.lastIndexOf('1');
  return (
    sep > 0 &&
    /^[a-z0-9]+$/i.test(s.slice(0, sep)) &&
    /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/i.test(s.slice(sep + 1))
  );
}
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HEX64 = /^[0-9a-f]{64}$/i;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
// C0, DEL, C1, bidi overrides/isolates (U+202A–U+202E, U+2066–U+2069).
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LUD17_SCHEMES: Readonly<Record<string, LnurlTag | 'channel'>> = {
  lnurlp: 'pay',
  lnurlw: 'withdraw',
  keyauth: 'login',
  lnurlc: 'channel',
};
const BOLT11_PREFIX = /^ln(bcrt|tbs|tb|bc)/i;
const SATS_PER_BTC = 100_000_000n;
const MAX_SATS = 21_000_000n * SATS_PER_BTC;

function invalid(problem: SimpleInvalidCode | InvalidInputProblem): InvalidInput {
  return { kind: 'invalid', problem: typeof problem === 'string' ? { code: problem } : problem };
}

function unsupported(what: UnsupportedCode): UnsupportedInput {
  return { kind: 'unsupported', what };
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

/**
 * Classify a pasted, scanned or deep-linked string. Never throws.
 */
export function classifyInput(raw: string, options: ClassifyOptions = {}): ClassifiedInput {
  try {
    return classifyTop(raw, options.allowLoopback === true);
  } catch {
    // Defensive: every branch already handles its errors.
    return invalid('not-recognised');
  }
}

export interface ClassifyOptions {
  /**
   * The loopback flag of docs/lightning-protocols.md: accept LNURLs and Lightning addresses on this device
   * (`localhost`, 127.0.0.0/8, over plain http), as when the wallet's own server runs there (the
   * sandbox, or LNbits on a developer's machine). Off by default: a code from the wild never
   * points at the phone itself.
   */
  allowLoopback?: boolean;
}

function classifyTop(raw: unknown, allowLoopback: boolean): ClassifiedInput {
  if (typeof raw !== 'string') {
    return invalid('empty');
  }
  if (raw.length > MAX_INPUT_LENGTH * 4) {
    return invalid('too-long');
  }
  const trimmed = raw.replace(ZERO_WIDTH, '').trim();
  const norm = normalise(trimmed);
  if (typeof norm !== 'string') {
    return norm;
  }
  const result = classifyNormalised(norm, allowLoopback);
  if (result.kind !== 'invalid' || !/\s/.test(trimmed)) {
    return result;
  }
  return extractFromText(trimmed, allowLoopback) ?? result;
}

/** N1–N3. Returns the string to classify, or a rejection. */
function normalise(trimmed: string): string | InvalidInput {
  if (trimmed === '') {
    return invalid('empty');
  }
  if (trimmed.length > MAX_INPUT_LENGTH) {
    return invalid('too-long');
  }
  let s = trimmed;
  // N3 (applied before the control-character check so that wrapped invoices with line
  // breaks survive), also after a `lightning:` prefix.
  const m = /^((?:web\+)?lightning:(?:\/\/)?)?([\s\S]*)$/i.exec(s);
  const prefix = m?.[1] ?? '';
  const rest = m?.[2] ?? s;
  if (!/[:/@]/.test(rest)) {
    const compact = rest.replace(/\s+/gu, '');
    if (compact !== rest && looksBech32(compact)) {
      s = prefix + compact;
    }
  }
  if (FORBIDDEN_CHARS.test(s)) {
    return invalid('hidden-characters');
  }
  // Percent-encoded deep link (`web%2Blightning%3Alnbc…`, `bitcoin%3A…`): decode once.
  if (/^[a-z][a-z0-9.-]*(?:%2b[a-z0-9.-]+)?%3a/i.test(s)) {
    const decoded = safeDecode(s);
    if (decoded !== null && !FORBIDDEN_CHARS.test(decoded)) {
      s = decoded.trim();
    }
  }
  return s;
}

/** The order of classification, all six steps. */
function classifyNormalised(s: string, allowLoopback: boolean): ClassifiedInput {
  const sm = SCHEME.exec(s);
  if (!sm) {
    return classifyToken(s, allowLoopback);
  }
  const scheme = sm[1].toLowerCase();
  const after = s.slice(sm[0].length);
  switch (scheme) {
    case 'nostr+walletconnect':
    case 'nostrwalletconnect':
      return classifyNwc(s);
    case 'bitcoin':
      return classifyBip21(after, allowLoopback);
    case 'lightning':
    case 'web+lightning': {
      let rest = after.replace(/^\/\//, '');
      if (rest.includes('%')) {
        rest = safeDecode(rest) ?? rest;
      }
      rest = rest.trim();
      if (rest === '') {
        return invalid('lightning-link-empty');
      }
      if (SCHEME.test(rest)) {
        return invalid('lightning-link-nested');
      }
      return classifyToken(rest, allowLoopback);
    }
    case 'lnurlp':
    case 'lnurlw':
    case 'keyauth':
    case 'lnurlc':
      return classifyLud17(scheme, after, allowLoopback);
    case 'https':
    case 'http':
      return classifyHttp(s, allowLoopback);
    default:
      return classifyOtherScheme(scheme);
  }
}

function classifyOtherScheme(scheme: string): ClassifiedInput {
  switch (scheme) {
    case 'nostr':
      return unsupported('nostr-link');
    case 'cashu':
      return unsupported('cashu-token');
    case 'lnurl':
      return invalid('lnurl-malformed');
    case 'javascript':
    case 'data':
    case 'file':
    case 'vbscript':
    case 'blob':
    case 'about':
      return invalid('unsafe-scheme');
    default:
      return invalid({ code: 'unknown-scheme', scheme: scheme.slice(0, 40) });
  }
}

// ---------------------------------------------------------------------------------------------
// Step 6: schemeless tokens
// ---------------------------------------------------------------------------------------------

function classifyToken(input: string, allowLoopback: boolean): ClassifiedInput {
  const s = input.startsWith('₿') ? input.slice(1) : input;
  if (s === '') {
    return invalid('empty');
  }
  if (s.includes('@')) {
    const node = /^(0[23][0-9a-f]{64})@([^\s@]+)$/i.exec(s);
    if (node) {
      return unsupported('node-uri');
    }
    return classifyLightningAddress(s, allowLoopback);
  }
  const lower = s.toLowerCase();
  if (/^lnurl1/.test(lower)) {
    return classifyLnurlBech32(s, allowLoopback);
  }
  if (/^ln[oir]1/.test(lower)) {
    return unsupported('bolt12-offer');
  }
  if (BOLT11_PREFIX.test(s)) {
    return classifyBolt11(s);
  }
  if (lower.startsWith('ln') && looksBech32(s)) {
    return invalid('unknown-lightning-prefix');
  }
  const onchain = onchainAddress(s);
  if (onchain) {
    return { kind: 'onchain-address', address: onchain.address, network: onchain.network };
  }
  return classifyUnsupportedToken(s, lower);
}

function classifyUnsupportedToken(s: string, lower: string): ClassifiedInput {
  if (/^nsec1/.test(lower)) {
    return unsupported('nostr-private-key');
  }
  if (/^(npub|nprofile|note|nevent|naddr|nrelay)1/.test(lower)) {
    return unsupported('nostr-id');
  }
  if (/^cashu[ab][a-z0-9_=-]+$/i.test(s) || /^creqa[a-z0-9_=-]+$/i.test(s)) {
    return unsupported('cashu-token');
  }
  if (/^t?sp1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/.test(lower)) {
    return unsupported('silent-payment-address');
  }
  if (/^[xyztuvi](pub|prv)[1-9a-hj-np-z]{100,}$/i.test(s)) {
    return unsupported('extended-key');
  }
  if (/^0[23][0-9a-f]{64}$/i.test(s)) {
    return unsupported('node-id');
  }
  return invalid('not-recognised');
}

function classifyBolt11(s: string): ClassifiedInput {
  try {
    const d = decodeBolt11Unverified(s);
    return {
      kind: 'bolt11',
      invoice: d.paymentRequest,
      network: d.network,
      amountMsat: d.amountMsat,
    };
  } catch (e) {
    return invalid({ code: 'invoice', bolt11: e instanceof Bolt11Error ? e.code : null });
  }
}

// ---------------------------------------------------------------------------------------------
// LNURL (bech32, LUD-17 schemes, https)
// ---------------------------------------------------------------------------------------------

function classifyLnurlBech32(s: string, allowLoopback: boolean): ClassifiedInput {
  if (s !== s.toLowerCase() && s !== s.toUpperCase()) {
    return invalid('lnurl-mixed-case');
  }
  const decoded = bech32.decodeUnsafe(s, MAX_INPUT_LENGTH);
  if (!decoded || decoded.prefix !== 'lnurl') {
    return invalid('lnurl-checksum');
  }
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (!bytes) {
    return invalid('lnurl-damaged');
  }
  let url: string;
  try {
    url = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return invalid('lnurl-unreadable');
  }
  return lnurlFromUrl(url, 'bech32', allowLoopback);
}

function classifyLud17(scheme: string, after: string, allowLoopback: boolean): ClassifiedInput {
  const kind = LUD17_SCHEMES[scheme];
  if (kind === 'channel') {
    return unsupported('lnurl-channel');
  }
  if (!after.startsWith('//')) {
    return invalid('lnurl-malformed');
  }
  // T9: swap the scheme on the string, never via URL.protocol.
  const httpsUrl = `https:${after}`;
  const host = hostnameOf(httpsUrl);
  if (host === null) {
    return invalid('lnurl-malformed');
  }
  const url =
    host.endsWith('.onion') || isLoopbackHost(host, allowLoopback) ? `http:${after}` : httpsUrl;
  return lnurlFromUrl(url, 'lud17', allowLoopback, kind);
}

function classifyHttp(s: string, allowLoopback: boolean): ClassifiedInput {
  const walletLink = readLnbitsWalletLink(s);
  if (walletLink) {
    return walletLink;
  }
  const checked = checkLnurlUrl(s, allowLoopback);
  if (!(checked instanceof URL)) {
    return checked;
  }
  // #8: LUD-01 fallback `?lightning=`.
  for (const [key, value] of checked.searchParams) {
    if (key.toLowerCase() === 'lightning') {
      const inner = classifyToken(value.trim(), allowLoopback);
      if (inner.kind === 'bolt11') {
        return inner;
      }
      if (inner.kind === 'lnurl') {
        return { ...inner, source: 'fallback' };
      }
      if (inner.kind === 'unsupported') {
        return inner;
      }
      return invalid('inner-code-invalid');
    }
  }
  return lnurlFromUrl(s, 'https', allowLoopback);
}

/** LNURL URLs / T8: https, or http on .onion; no credentials. */
function checkLnurlUrl(url: string, allowLoopback: boolean): URL | InvalidInput {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return invalid('url-invalid');
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') {
    return invalid('url-not-web');
  }
  if (u.hostname === '') {
    return invalid('url-invalid');
  }
  if (
    u.protocol === 'http:' &&
    !u.hostname.endsWith('.onion') &&
    !isLoopbackHost(u.hostname, allowLoopback)
  ) {
    return invalid('url-http');
  }
  if (u.username !== '' || u.password !== '') {
    return invalid('url-credentials');
  }
  return u;
}

function lnurlFromUrl(
  url: string,
  source: LnurlSource,
  allowLoopback: boolean,
  schemeTag?: LnurlTag,
): LnurlInput | InvalidInput {
  const u = checkLnurlUrl(url, allowLoopback);
  if (!(u instanceof URL)) {
    return u;
  }
  const params = u.searchParams;
  const queryTag = params.get('tag');
  const result: LnurlInput = {
    kind: 'lnurl',
    url,
    domain: u.hostname,
    source,
    onion: u.hostname.endsWith('.onion'),
  };
  if (schemeTag) {
    result.tag = schemeTag;
  }
  if (queryTag === 'login' || schemeTag === 'login') {
    if (schemeTag !== undefined && schemeTag !== 'login') {
      return invalid('lnurl-contradictory');
    }
    const k1 = params.get('k1') ?? '';
    if (queryTag !== 'login' || !HEX64.test(k1)) {
      return invalid('lnurl-auth-incomplete');
    }
    result.tag = 'login';
    result.k1 = k1.toLowerCase();
  } else if (
    queryTag === 'withdrawRequest' &&
    schemeTag !== 'pay' &&
    ['k1', 'minWithdrawable', 'maxWithdrawable', 'defaultDescription', 'callback'].every((k) =>
      params.has(k),
    )
  ) {
    result.tag = 'withdraw';
    result.fastWithdraw = true;
  }
  return result;
}

/**
 * This device (`localhost`, 127.0.0.0/8, `[::1]`): reached over plain http, as the sandbox and
 * LNbits on a developer's machine are. Nothing on loopback can be intercepted on the network.
 */
function isLoopbackHost(hostname: string, allowLoopback: boolean): boolean {
  if (!allowLoopback) {
    return false;
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** `localhost` or a 127.x.y.z address with an optional port: a Lightning address on this device. */
const LOOPBACK_ADDRESS_DOMAIN = /^(localhost|127(\.\d{1,3}){3})(:\d{1,5})?$/i;

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Lightning address (LUD-16)
// ---------------------------------------------------------------------------------------------

function classifyLightningAddress(s: string, allowLoopback: boolean): ClassifiedInput {
  const at = s.indexOf('@');
  if (at !== s.lastIndexOf('@')) {
    return invalid('address-several-at');
  }
  const user = s.slice(0, at).toLowerCase();
  const domain = s.slice(at + 1);
  if (!/^[a-z0-9\-_.+]+$/.test(user)) {
    return invalid('address-name');
  }
  if (allowLoopback && LOOPBACK_ADDRESS_DOMAIN.test(domain)) {
    const hostPort = domain.toLowerCase();
    return {
      kind: 'lightning-address',
      address: `${user}@${hostPort}`,
      url: `http://${hostPort}/.well-known/lnurlp/${user}`,
      domain: hostPort,
    };
  }
  if (domain === '' || /[\s/\\?#:@%]/.test(domain)) {
    return invalid('address-domain');
  }
  const host = hostnameOf(`https://${domain}`);
  if (host === null || !host.includes('.') || host.startsWith('.') || host.endsWith('.')) {
    return invalid('address-domain');
  }
  const scheme = host.endsWith('.onion') ? 'http' : 'https';
  return {
    kind: 'lightning-address',
    address: `${user}@${host}`,
    url: `${scheme}://${host}/.well-known/lnurlp/${user}`,
    domain: host,
  };
}

// ---------------------------------------------------------------------------------------------
// On-chain addresses
// ---------------------------------------------------------------------------------------------

const SEGWIT_HRP: Readonly<Record<string, OnchainNetwork>> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
};
const BECH32_ADDRESS_SHAPE = /^(bc|tb|bcrt)1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,87}$/i;
const BASE58_ADDRESS_SHAPE = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/;
const BASE58_VERSION: Readonly<Record<number, OnchainNetwork>> = {
  0x00: 'mainnet',
  0x05: 'mainnet',
  0x6f: 'testnet',
  0xc4: 'testnet',
};

const base58check = createBase58check(sha256);

/** The payload of a Base58Check string (legacy addresses), or null when its checksum fails. */
function decodeBase58Check(text: string): Uint8Array | null {
  try {
    return base58check.decode(text);
  } catch {
    return null;
  }
}

/** Recognise a bare Bitcoin address (checksums verified). */
export function onchainAddress(s: string): { address: string; network: OnchainNetwork } | null {
  if (s.length < 14 || s.length > 100) {
    return null;
  }
  if (/^(bc|tb|bcrt)1/i.test(s)) {
    if (s !== s.toLowerCase() && s !== s.toUpperCase()) {
      return null;
    }
    const lower = s.toLowerCase();
    const v0 = bech32.decodeUnsafe(lower, 100);
    const vm = v0 ? undefined : bech32m.decodeUnsafe(lower, 100);
    const dec = v0 ?? vm;
    if (!dec || dec.words.length < 1) {
      return null;
    }
    const network = SEGWIT_HRP[dec.prefix];
    const version = dec.words[0];
    const program = bech32.fromWordsUnsafe(dec.words.slice(1));
    if (!network || !program || version > 16 || program.length < 2 || program.length > 40) {
      return null;
    }
    if (version === 0 ? !v0 || (program.length !== 20 && program.length !== 32) : !vm) {
      return null;
    }
    return { address: lower, network };
  }
  if (BASE58_ADDRESS_SHAPE.test(s)) {
    const bytes = decodeBase58Check(s);
    const network = bytes?.length === 21 ? BASE58_VERSION[bytes[0]] : undefined;
    return network ? { address: s, network } : null;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// BIP-21 / BIP-321
// ---------------------------------------------------------------------------------------------

const WEB_SCHEMES = /^(https?|file|javascript|mailto|data|ftp|vbscript|about|blob|wss?):/i;
const SINGLE_KEYS = new Set(['amount', 'label', 'message', 'pop', 'req-pop']);

/** Convert decimal BTC (BIP-21 `amount`) to integer sats with string maths. */
export function btcToSats(amount: string): number | null {
  const m = /^(\d*)(?:\.(\d*))?$/.exec(amount);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) {
    return null;
  }
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > 8 || m[1].length > 9) {
    return null;
  }
  const sats = BigInt(m[1] === '' ? '0' : m[1]) * SATS_PER_BTC + BigInt(frac.padEnd(8, '0'));
  return sats > MAX_SATS ? null : Number(sats);
}

function classifyBip21(after: string, allowLoopback: boolean): ClassifiedInput {
  const body = after.replace(/^\/\//, '');
  const q = body.indexOf('?');
  const rawAddress = (q < 0 ? body : body.slice(0, q)).trim();
  const params = splitQuery(q < 0 ? '' : body.slice(q + 1));

  const seen = new Set<string>();
  const result: Bip21Input = { kind: 'bip21', address: '' };
  let lightningRaw: string | undefined;
  let reqPop: string | undefined;
  for (const { key: rawKey, raw } of params) {
    const key = (safeDecode(rawKey) ?? rawKey).toLowerCase();
    if (SINGLE_KEYS.has(key)) {
      if (seen.has(key) || (key.endsWith('pop') && (seen.has('pop') || seen.has('req-pop')))) {
        return invalid({ code: 'bip21-repeated-key', key });
      }
      seen.add(key);
    }
    const isText = key === 'label' || key === 'message';
    const value = safeDecode(isText ? raw.replace(/\+/g, ' ') : raw);
    if (value === null) {
      return invalid('bip21-encoding');
    }
    switch (key) {
      case 'amount': {
        const sats = btcToSats(value);
        if (sats === null) {
          return invalid('bip21-amount');
        }
        result.amountSat = sats;
        break;
      }
      case 'label':
        result.label = value;
        break;
      case 'message':
        result.message = value;
        break;
      case 'lightning':
        lightningRaw ??= value.trim();
        break;
      case 'lno':
        result.offer ??= value;
        break;
      case 'req-pop':
        reqPop = value;
        break;
      default:
        if (key.startsWith('req-')) {
          return invalid('bip21-required-parameter');
        }
    }
  }
  if (reqPop !== undefined) {
    if (WEB_SCHEMES.test(reqPop) || !SCHEME.test(reqPop)) {
      return invalid('bip21-unsafe-pop');
    }
    return unsupported('proof-of-payment');
  }

  if (rawAddress !== '') {
    // Shape only: the address is shown or copied, never paid to; even the BIP-321 examples
    // carry addresses with bad checksums. `addressNetwork` is set when the checksum is good.
    const address = safeDecode(rawAddress) ?? rawAddress;
    const segwit = BECH32_ADDRESS_SHAPE.test(address);
    if (!segwit && !BASE58_ADDRESS_SHAPE.test(address)) {
      return invalid('bip21-address');
    }
    if (segwit && address !== address.toLowerCase() && address !== address.toUpperCase()) {
      return invalid('bip21-address-case');
    }
    result.address = segwit ? address.toLowerCase() : address;
    const onchain = onchainAddress(address);
    if (onchain) {
      result.addressNetwork = onchain.network;
    }
  }

  if (lightningRaw !== undefined) {
    const inner =
      lightningRaw === '' ? invalid('not-recognised') : classifyToken(lightningRaw, allowLoopback);
    if (inner.kind === 'onchain-address') {
      result.lightning = invalid('bip21-lightning-not-lightning');
    } else {
      result.lightning = inner;
    }
    if (inner.kind === 'bolt11' && inner.amountMsat !== null && result.amountSat !== undefined) {
      result.amountMismatch = BigInt(result.amountSat) * 1000n !== inner.amountMsat;
    }
  }

  if (rawAddress === '' && lightningRaw === undefined && result.offer === undefined) {
    const other = params.some(({ key }) => /^(bc|tb|bcrt|sp|tsp|pay)$/i.test(key));
    if (!other) {
      return invalid('bip21-empty');
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// NWC (NIP-47)
// ---------------------------------------------------------------------------------------------

function classifyNwc(uri: string): ClassifiedInput {
  const bad = (nwc: NwcUriProblem | 'secret' | 'secret-range') => invalid({ code: 'nwc', nwc });
  const reading = readNwcUri(uri);
  if (!reading.ok) {
    return bad(reading.problem);
  }
  const { walletPubkey, relays, secret, lud16 } = reading.uri;
  if (secret === null || !HEX64.test(secret)) {
    return bad('secret');
  }
  if (!isValidNwcSecret(secret)) {
    return bad('secret-range');
  }
  const result: NwcInput = { kind: 'nwc', uri, walletPubkey, relays, secret: secret.toLowerCase() };
  if (lud16 !== undefined) {
    result.lud16 = lud16;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// T15: a code inside surrounding text
// ---------------------------------------------------------------------------------------------

function extractFromText(text: string, allowLoopback: boolean): ClassifiedInput | null {
  const tokens = text.split(/\s+/u).slice(0, 200);
  let found: ClassifiedInput | null = null;
  let token = '';
  for (const t of tokens) {
    const cleaned = t.replace(/^[<("'“‘[]+/u, '').replace(/[>)"'”’\].,;:!?]+$/u, '');
    if (cleaned === '' || cleaned.length > MAX_INPUT_LENGTH || FORBIDDEN_CHARS.test(cleaned)) {
      continue;
    }
    // Only strong codes count: a bare `x@y` or https word in prose is too ambiguous.
    if (
      !/^(lnurl1|ln(bcrt|tbs|tb|bc)|(web\+)?lightning:|bitcoin:|lnurl[pwc]:|keyauth:|nostr\+?walletconnect:)/i.test(
        cleaned,
      )
    ) {
      continue;
    }
    const c = classifyNormalised(cleaned, allowLoopback);
    if (c.kind === 'invalid') {
      continue;
    }
    if (found) {
      return invalid('several-codes');
    }
    found = c;
    token = cleaned;
  }
  return found ? { ...found, extracted: token } : null;
}

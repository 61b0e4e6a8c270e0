/**
 * nwcprovider 1.1.2's run-time "hardening" checks (its `paranoia.py`), word for word: a failed
 * check raises `ValueError("hardening:  <reason>")`. Through the HTTP API LNbits answers that
 * with 400 `{"detail": "hardening:  …"}`; over NIP-47 it becomes an `INTERNAL` error with the same
 * message. The checks take what JSON gives and judge it as Python would (a bool is an int).
 */
import { HttpError } from '../errors.ts';

export class HardeningError extends HttpError {
  constructor(reason: string) {
    super(400, { detail: `hardening:  ${reason}` });
  }
}

const panic = (reason: string): never => {
  throw new HardeningError(reason);
};

const MAX_TIMESTAMP = 2 ** 31;
const MAX_MSATS = 10_000_000 * 1000;
const WHITELISTED_NON_PRINTABLE = new Set(['\n', '\r', '\t', '\u00a0']);
// Python's str.isprintable() is false for control, format, separator (but ' ') and unassigned.
const NON_PRINTABLE = /[\p{C}\p{Z}]/u;
const BAD_HASHES = new Set([
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', // ""
  '36a9e7f1c95b82ffb99743e0c5c4ce95d83c9a430aac59f84ef3cbfab6145068', // " "
  'c1c4b7fbd3e146bb14ec6258e5231c1ec703590721ff1e321b179a62b5857c9c', // "None"
  'cdca0b9bb2325fc8ed7eba7734a3a1f876d919221399b6587ae7d26305adee9d', // "True"
  'f9e08f8b038b1b401497f17da3adc120667ac742bf035657869a6ca1cd180e69', // "False"
]);

/** Python's type name of a JSON value, as its error messages print it. */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) {
    return 'NoneType';
  }
  if (typeof value === 'boolean') {
    return 'bool';
  }
  if (typeof value === 'number') {
    return Number.isInteger(value) ? 'int' : 'float';
  }
  if (typeof value === 'string') {
    return 'str';
  }
  return Array.isArray(value) ? 'list' : 'dict';
}

/** Python's `str()` of a JSON value (`None`, `True`, `[1, 'a']`, `{'k': 1}`). */
export function pyStr(value: unknown, nested = false): string {
  if (value === null || value === undefined) {
    return 'None';
  }
  if (typeof value === 'boolean') {
    return value ? 'True' : 'False';
  }
  if (typeof value === 'string') {
    return nested ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : value;
  }
  if (typeof value === 'number') {
    return String(value);
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => pyStr(item, true)).join(', ')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${pyStr(k, true)}: ${pyStr(v, true)}`).join(', ')}}`;
}

/** Python's truth value of a JSON value. */
export function pyTruthy(value: unknown): boolean {
  if (Array.isArray(value)) {
    return value.length > 0;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.keys(value).length > 0;
  }
  return Boolean(value);
}

export function assertPrintable(value: unknown): asserts value is string {
  if (typeof value !== 'string') {
    panic(`not a string ${pyStr(value)}`);
  }
  for (const ch of value as string) {
    if (ch !== ' ' && NON_PRINTABLE.test(ch) && !WHITELISTED_NON_PRINTABLE.has(ch)) {
      const code = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      panic(`string contains non-printable character: (0x${code})`);
    }
  }
}

export function assertInt(value: unknown): asserts value is number | boolean {
  if (typeof value !== 'boolean' && !Number.isInteger(value)) {
    panic('number is not a valid int');
  }
}

export function assertPositiveInt(value: unknown): asserts value is number | boolean {
  assertInt(value);
  if (Number(value) < 0) {
    panic('number is not positive');
  }
}

export function assertMsats(value: unknown): asserts value is number | boolean {
  assertPositiveInt(value);
  if (Number(value) >= MAX_MSATS) {
    panic('msats amount looks too high');
  }
}

export function assertSha256(value: unknown): asserts value is string {
  assertPrintable(value);
  if (!/^[0-9a-f]{64}$/.test(value)) {
    panic('string is not a valid sha256 hash');
  }
}

export function assertPubkey(value: unknown): asserts value is string {
  assertSha256(value);
  if (BAD_HASHES.has(value)) {
    panic('bad hash detected');
  }
}

export function assertTimestampSeconds(value: unknown): asserts value is number | boolean {
  assertPositiveInt(value);
  if (Number(value) > MAX_TIMESTAMP) {
    panic('timestamp is too high');
  }
}

/** An expiry in seconds: -1 is allowed (nwcprovider's "none"), other negatives are not. */
export function assertExpirationSeconds(value: unknown): asserts value is number | boolean {
  assertInt(value);
  const seconds = Number(value);
  if (seconds === -1) {
    return;
  }
  if (seconds < 0) {
    panic('expiration is invalid');
  }
  if (seconds > MAX_TIMESTAMP) {
    panic('expiration is too high');
  }
}

export function assertSaneString(value: unknown): asserts value is string {
  assertPrintable(value);
  if ([...value].length > 1024) {
    panic('string is too long');
  }
}

export function assertBoolean(value: unknown): asserts value is boolean {
  if (typeof value !== 'boolean') {
    panic('not a boolean');
  }
}

/**
 * What a service asks the wallet to show after paying (LUD-09 `successAction`, LUD-10 `aes`),
 * checked before paying. Pure TypeScript (WebCrypto for the AES, which browsers and Node have).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod/mini';
import { sanitizeText } from '../text';
import { decodeBase64 } from './base64';
import { LnurlError } from './errors';
import { parseAllowedUrl } from './urls';

/** successAction `message` / `description` limit (LUD-09/10). */
export const MAX_SUCCESS_ACTION_TEXT_LENGTH = 144;
/** LUD-10 `ciphertext` limit, in base64 characters. */
export const MAX_AES_CIPHERTEXT_LENGTH = 4096;

export type SuccessAction =
  | { tag: 'message'; message: string }
  /** `url` is only ever opened on a tap, in a new tab with `noopener,noreferrer`. */
  | { tag: 'url'; description: string; url: string }
  | { tag: 'aes'; description: string; ciphertext: string; iv: string };

export type AesSuccessAction = Extract<SuccessAction, { tag: 'aes' }>;

const MessageActionSchema = z.object({ tag: z.literal('message'), message: z.string() });
const UrlActionSchema = z.object({
  tag: z.literal('url'),
  description: z.string(),
  url: z.string(),
});
const AesActionSchema = z.object({
  tag: z.literal('aes'),
  description: z.string(),
  ciphertext: z.string(),
  iv: z.string(),
});

function successActionError(detail: string): LnurlError {
  return new LnurlError(
    'success-action',
    `The service sent an invalid after-payment action (${detail}), so nothing was paid.`,
  );
}

function checkActionText(text: string, field: string): string {
  if (text.length > MAX_SUCCESS_ACTION_TEXT_LENGTH) {
    throw successActionError(`${field} too long`);
  }
  return sanitizeText(text, MAX_SUCCESS_ACTION_TEXT_LENGTH);
}

/**
 * Validates a successAction **before paying** (docs/lightning-protocols.md, LNURL-pay D). `null`/`undefined` → `null` (none).
 * Throws `LnurlError` `success-action-unsupported` for an unknown tag and `success-action` for
 * a malformed one: in both cases the payment MUST NOT be made.
 * @param callbackUrl the pay callback URL that returned it (the `url` action must share its host).
 */
export function parseSuccessAction(raw: unknown, callbackUrl: string): SuccessAction | null {
  if (raw === null || raw === undefined) {
    return null;
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw successActionError('not an object');
  }
  const tag = (raw as Record<string, unknown>).tag;
  switch (tag) {
    case 'message': {
      const parsed = MessageActionSchema.safeParse(raw);
      if (!parsed.success) {
        throw successActionError('malformed message');
      }
      return { tag: 'message', message: checkActionText(parsed.data.message, 'message') };
    }
    case 'url': {
      const parsed = UrlActionSchema.safeParse(raw);
      if (!parsed.success) {
        throw successActionError('malformed link');
      }
      const description = checkActionText(parsed.data.description, 'description');
      const target = parseAllowedUrl(parsed.data.url);
      if (target === null) {
        throw successActionError('unsafe link');
      }
      const callback = parseAllowedUrl(callbackUrl);
      if (callback === null || callback.hostname !== target.hostname) {
        throw successActionError('link to another site');
      }
      return { tag: 'url', description, url: parsed.data.url };
    }
    case 'aes': {
      const parsed = AesActionSchema.safeParse(raw);
      if (!parsed.success) {
        throw successActionError('malformed encrypted message');
      }
      const description = checkActionText(parsed.data.description, 'description');
      const { ciphertext, iv } = parsed.data;
      if (ciphertext.length > MAX_AES_CIPHERTEXT_LENGTH) {
        throw successActionError('encrypted message too long');
      }
      const ciphertextBytes = decodeBase64(ciphertext);
      if (
        ciphertextBytes === null ||
        ciphertextBytes.length === 0 ||
        ciphertextBytes.length % 16 !== 0
      ) {
        throw successActionError('malformed encrypted message');
      }
      const ivBytes = iv.length === 24 ? decodeBase64(iv) : null;
      if (ivBytes === null || ivBytes.length !== 16) {
        throw successActionError('malformed encryption IV');
      }
      return { tag: 'aes', description, ciphertext, iv };
    }
    default:
      throw new LnurlError(
        'success-action-unsupported',
        'The service asked for an after-payment action this wallet does not support, so nothing was paid.',
      );
  }
}

function hexToBytesStrict(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    // A copy typed for WebCrypto, which wants an ArrayBuffer-backed view.
    return new Uint8Array(hexToBytes(text));
  } catch {
    return null;
  }
}

/**
 * Decrypts a LUD-10 `aes` successAction after payment: AES-256-CBC, key = the 32 preimage
 * bytes, PKCS#7 padding, UTF-8 plaintext (returned as inert text).
 * When `paymentHashHex` is given, first checks sha256(preimage) == payment hash (CBC has no
 * integrity check). Throws `LnurlError` `aes-key` or `aes-decrypt`.
 */
export async function decryptAesSuccessAction(
  action: AesSuccessAction,
  preimageHex: string,
  paymentHashHex?: string,
): Promise<string> {
  const key = hexToBytesStrict(preimageHex);
  if (key === null || key.length !== 32) {
    throw new LnurlError(
      'aes-key',
      'The payment proof is malformed, so the message cannot be read.',
    );
  }
  if (
    paymentHashHex !== undefined &&
    bytesToHex(sha256(key)) !== paymentHashHex.trim().toLowerCase()
  ) {
    throw new LnurlError(
      'aes-key',
      'The payment proof does not match this payment, so the message cannot be read.',
    );
  }
  const iv = decodeBase64(action.iv);
  const ciphertext = decodeBase64(action.ciphertext);
  if (iv === null || iv.length !== 16 || ciphertext === null || ciphertext.length % 16 !== 0) {
    throw new LnurlError('aes-decrypt', 'The encrypted message is malformed.');
  }
  let plaintextBytes: ArrayBuffer;
  try {
    const cryptoKey = await globalThis.crypto.subtle.importKey('raw', key, 'AES-CBC', false, [
      'decrypt',
    ]);
    plaintextBytes = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-CBC', iv: Uint8Array.from(iv) },
      cryptoKey,
      Uint8Array.from(ciphertext),
    );
  } catch (error) {
    throw new LnurlError(
      'aes-decrypt',
      'The encrypted message could not be decrypted with this payment proof.',
      { cause: error },
    );
  }
  let plaintext: string;
  try {
    plaintext = new TextDecoder('utf-8', { fatal: true }).decode(plaintextBytes);
  } catch (error) {
    throw new LnurlError(
      'aes-decrypt',
      'The encrypted message could not be decrypted with this payment proof.',
      { cause: error },
    );
  }
  return sanitizeText(plaintext, MAX_AES_CIPHERTEXT_LENGTH);
}

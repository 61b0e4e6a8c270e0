/**
 * The LNURL-pay `metadata` string (LUD-06, with LUD-16 identifiers and LUD-20 long descriptions):
 * what the pay screen shows. Pure TypeScript.
 */
import { MAX_DESCRIPTION_LENGTH, sanitizeText } from '../text';
import { decodeBase64 } from './base64';
import { LnurlError } from './errors';

/** LUD-06 image limit: 100 KB of image as base64 characters. */
export const MAX_METADATA_IMAGE_LENGTH = 136_536;
/** Display caps for the metadata's other texts. */
export const MAX_LONG_DESCRIPTION_LENGTH = 10_000;
export const MAX_IDENTIFIER_LENGTH = 320;
/** Guard on the metadata string before `JSON.parse`. */
export const MAX_METADATA_LENGTH = 1_000_000;

export interface PayMetadata {
  /** `text/plain`, inert text. */
  text: string;
  /** `text/long-desc` (LUD-20): when present, the pay screen MUST use it as the description. */
  longDescription?: string;
  /** `text/identifier` (LUD-16), single line. */
  identifier?: string;
  /** `text/email` (LUD-16), single line. */
  email?: string;
  /** `data:image/png;base64,…` or `data:image/jpeg;base64,…`, alphabet and size validated. */
  imageDataUrl?: string;
}

function metadataError(detail: string): LnurlError {
  return new LnurlError('metadata', `The service sent an invalid payment description (${detail}).`);
}

/**
 * Parses the LUD-06 `metadata` string. Keep the original string for the description-hash check
 * (`checkPayInvoice`); this function only extracts what the pay screen shows.
 * Throws `LnurlError` `metadata` when it is not a JSON array of `[mime, …]` arrays or has not
 * exactly one string `text/plain` entry. Unknown types are ignored; an image that is not
 * well-formed, too large, or ambiguous (several images) is dropped, not fatal.
 */
export function parsePayMetadata(metadata: string): PayMetadata {
  if (typeof metadata !== 'string') {
    throw metadataError('not a string');
  }
  if (metadata.length > MAX_METADATA_LENGTH) {
    throw metadataError('too large');
  }
  let entries: unknown;
  try {
    entries = JSON.parse(metadata);
  } catch (error) {
    throw new LnurlError(
      'metadata',
      'The service sent an invalid payment description (not JSON).',
      { cause: error },
    );
  }
  if (!Array.isArray(entries)) {
    throw metadataError('not a list');
  }
  const texts: string[] = [];
  const images: { mime: string; data: unknown }[] = [];
  let longDescription: string | undefined;
  let identifier: string | undefined;
  let email: string | undefined;
  for (const entry of entries as unknown[]) {
    if (!Array.isArray(entry) || entry.length === 0 || typeof entry[0] !== 'string') {
      throw metadataError('malformed entry');
    }
    const [mime, value] = entry as [string, unknown];
    switch (mime) {
      case 'text/plain':
        if (typeof value !== 'string') {
          throw metadataError('text/plain is not text');
        }
        texts.push(value);
        break;
      case 'text/long-desc':
        if (typeof value === 'string' && longDescription === undefined) {
          longDescription = sanitizeText(value, MAX_LONG_DESCRIPTION_LENGTH);
        }
        break;
      case 'text/identifier':
        if (typeof value === 'string' && identifier === undefined) {
          identifier = sanitizeText(value, MAX_IDENTIFIER_LENGTH, { singleLine: true });
        }
        break;
      case 'text/email':
        if (typeof value === 'string' && email === undefined) {
          email = sanitizeText(value, MAX_IDENTIFIER_LENGTH, { singleLine: true });
        }
        break;
      case 'image/png;base64':
      case 'image/jpeg;base64':
        images.push({ mime, data: value });
        break;
      default:
        break; // unknown types are ignored (LUD-06)
    }
  }
  if (texts.length !== 1) {
    throw metadataError(
      texts.length === 0 ? 'no text/plain entry' : 'more than one text/plain entry',
    );
  }
  const result: PayMetadata = { text: sanitizeText(texts[0] ?? '', MAX_DESCRIPTION_LENGTH) };
  if (longDescription !== undefined && longDescription !== '') {
    result.longDescription = longDescription;
  }
  if (identifier !== undefined && identifier !== '') {
    result.identifier = identifier;
  }
  if (email !== undefined && email !== '') {
    result.email = email;
  }
  const image = images.length === 1 ? images[0] : undefined;
  if (
    image !== undefined &&
    typeof image.data === 'string' &&
    image.data.length <= MAX_METADATA_IMAGE_LENGTH &&
    decodeBase64(image.data) !== null
  ) {
    result.imageDataUrl = `data:${image.mime.replace(/;base64$/, '')};base64,${image.data}`;
  }
  return result;
}

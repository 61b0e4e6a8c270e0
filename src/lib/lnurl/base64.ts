// Base64 in LNURL answers (metadata images, LUD-10 ciphertexts): @scure/base reads only the
// canonical padded form, so one text stands for one byte string.
import { base64 } from '@scure/base';

/** The bytes of a non-empty padded base64 text, or null when it is not one. */
export function decodeBase64(value: string): Uint8Array | null {
  if (value === '') {
    return null;
  }
  try {
    return base64.decode(value);
  } catch {
    return null;
  }
}

// What a QR code of a Lightning string carries. Pure.

/**
 * `LIGHTNING:` + the invoice or LNURL in capitals. BOLT-11 and bech32 LNURLs are
 * case-insensitive, and an all-uppercase string fits QR alphanumeric mode (5.5 bits a character
 * instead of 8), so the code has fewer, larger modules and scans more easily.
 */
export function lightningQrPayload(text: string): string {
  return `LIGHTNING:${text
    .trim()
    .replace(/^lightning:/i, '')
    .toUpperCase()}`;
}

/** Characters QR alphanumeric mode can hold. */
export function isQrAlphanumeric(text: string): boolean {
  return /^[0-9A-Z $%*+\-./:]*$/.test(text);
}

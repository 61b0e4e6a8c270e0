// Text that came from someone else (an invoice's description, a node key), made safe and short
// enough to show. Pure.

// C0/C1 controls other than tab and newline, and bidi marks, overrides and isolates: they can make
// text read differently from what it says.
function isUnsafeChar(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a) ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** A description made safe to show as plain text: no control or direction-changing characters. */
export function inertText(text: string): string {
  let out = '';
  for (const char of text) {
    if (!isUnsafeChar(char.codePointAt(0)!)) {
      out += char;
    }
  }
  return out.trim();
}

/** "02abcdef…12345678": the start and end a person compares. */
export function shortenKey(key: string, keep = 8): string {
  return key.length <= keep * 2 + 1 ? key : `${key.slice(0, keep)}…${key.slice(-keep)}`;
}

// Text that came from someone else (an invoice's description, a payment's memo, an LNURL
// service's metadata or message), made safe to show as plain text: one rule for every screen.
// Pure: no DOM, no React.

/** Display cap for a description or memo; longer text ends in "…" (docs/lightning-protocols.md, "Text"). */
export const MAX_DESCRIPTION_LENGTH = 1000;

/**
 * Control, bidi and invisible characters: never shown, never allowed in a URL. Each can make text
 * read differently from what it says (a right-to-left override turns "gnp.exe" into "exe.png").
 */
export function isUnsafeCodePoint(cp: number): boolean {
  return (
    (cp <= 0x1f && cp !== 0x09 && cp !== 0x0a) || // C0 except tab and newline
    (cp >= 0x7f && cp <= 0x9f) || // DEL + C1
    cp === 0x061c || // Arabic letter mark
    cp === 0x200b || // zero-width space
    cp === 0x200e ||
    cp === 0x200f || // LRM, RLM
    (cp >= 0x202a && cp <= 0x202e) || // LRE … RLO
    (cp >= 0x2060 && cp <= 0x2064) || // word joiner, invisible operators
    (cp >= 0x2066 && cp <= 0x2069) || // LRI … PDI
    cp === 0xfeff || // BOM / ZWNBSP
    (cp >= 0xfff9 && cp <= 0xfffb) // interlinear annotations
  );
}

function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) {
    return text;
  }
  let cut = text.slice(0, Math.max(0, maxLength - 1));
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) {
    cut = cut.slice(0, -1);
  }
  return `${cut}…`;
}

/**
 * Makes untrusted text inert for display as plain text: strips control, bidi and invisible
 * characters (keeps `\n` and tab unless `singleLine`), normalises CRLF, trims and caps the
 * length. It never interprets HTML or Markdown; the UI must still render it as text.
 */
export function sanitizeText(
  text: string,
  maxLength: number = MAX_DESCRIPTION_LENGTH,
  options: { singleLine?: boolean } = {},
): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (isUnsafeCodePoint(cp)) {
      continue;
    }
    if (options.singleLine === true && (cp === 0x0a || cp === 0x09)) {
      out += ' ';
      continue;
    }
    out += ch;
  }
  return truncate(out.trim(), maxLength);
}

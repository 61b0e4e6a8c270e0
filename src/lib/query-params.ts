// Splitting a URI's query by hand, for the payment links that URLSearchParams would misread:
// it turns `+` into a space, and LNbits leaves `&`-free URLs in a parameter unencoded. Pure.

export interface QueryParam {
  key: string;
  /** Raw (still percent-encoded) value; '' for a parameter without `=`. */
  raw: string;
}

/** `a=1&b&c=x%20y` → key/raw pairs in order; empty parts are skipped. */
export function splitQuery(query: string): QueryParam[] {
  const out: QueryParam[] = [];
  for (const part of query.split('&')) {
    if (part === '') {
      continue;
    }
    const eq = part.indexOf('=');
    out.push(eq < 0 ? { key: part, raw: '' } : { key: part.slice(0, eq), raw: part.slice(eq + 1) });
  }
  return out;
}

/** Percent-decoding that answers null for broken encoding instead of throwing. */
export function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

// Currency codes with their English names, and the filter behind the currency search.

let names: Intl.DisplayNames | null | undefined;

/** "Euro" for "EUR"; the code itself when the browser has no name for it. */
export function currencyName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'currency' });
    } catch {
      names = null;
    }
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Codes whose code or name contains the query (case-insensitive); exact code matches first. */
export function filterCurrencies(codes: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  if (q === '') {
    return [...codes];
  }
  const matches = codes.filter(
    (code) => code.toLowerCase().includes(q) || currencyName(code).toLowerCase().includes(q),
  );
  return matches.sort((a, b) => Number(b.toLowerCase() === q) - Number(a.toLowerCase() === q));
}

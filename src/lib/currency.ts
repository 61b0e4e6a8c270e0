// Currency codes: their English names, the filter behind the currency search, and how many
// decimals each is written with.

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

/** How many decimals a currency is written with (USD 2, JPY 0, BHD 3); 2 when unknown. */
export function fiatFractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

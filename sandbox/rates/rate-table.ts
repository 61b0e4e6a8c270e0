import { readFileSync } from 'node:fs';
import { fiatToSat } from '../../src/lib/amount.ts';
import defaultRates from './default-rates.json' with { type: 'json' };

/** Checks `{"prices": {"USD": 87000, ...}}` by hand: zod would add ~8 MB to the server's memory. */
function readPrices(parsed: unknown): Map<string, number> | string {
  if (typeof parsed !== 'object' || parsed === null) {
    return 'not a JSON object';
  }
  const prices = (parsed as { prices?: unknown }).prices;
  if (typeof prices !== 'object' || prices === null || Array.isArray(prices)) {
    return '"prices" is missing or not an object';
  }
  const entries = Object.entries(prices as Record<string, unknown>);
  if (entries.length === 0) {
    return '"prices" is empty';
  }
  for (const [code, price] of entries) {
    if (!/^[A-Z]{3}$/.test(code)) {
      return `"${code}" is not an uppercase ISO currency code`;
    }
    if (typeof price !== 'number' || !(price > 0)) {
      return `the price of ${code} is not a positive number`;
    }
  }
  return new Map(entries as [string, number][]);
}

/** Fiat prices of one bitcoin, read from a local file: the sandbox never asks the internet. */
export class RateTable {
  private constructor(private readonly prices: ReadonlyMap<string, number>) {}

  /** The built-in table, or the operator's file when a path is given. */
  static fromFile(path?: string): RateTable {
    if (path === undefined) {
      return RateTable.parse(defaultRates, 'the built-in rates table');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`Could not read the rates file ${path}: ${(error as Error).message}`);
    }
    return RateTable.parse(parsed, `the rates file ${path}`);
  }

  private static parse(parsed: unknown, source: string): RateTable {
    const prices = readPrices(parsed);
    if (typeof prices === 'string') {
      throw new Error(`${source} is not of the form {"prices": {"USD": 87000, ...}}: ${prices}`);
    }
    return new RateTable(prices);
  }

  currencies(): string[] {
    return [...this.prices.keys()].sort();
  }

  has(currency: string): boolean {
    return this.prices.has(currency);
  }

  /** Fiat per BTC, or undefined for a currency the table does not hold. */
  price(currency: string): number | undefined {
    return this.prices.get(currency);
  }

  /** Satoshis per one unit of the currency: LNbits' `rate`, `100_000_000 / price`. */
  satsPerUnit(currency: string): number | undefined {
    const price = this.price(currency);
    return price === undefined ? undefined : 100_000_000 / price;
  }

  /** Fiat amount → whole satoshis as LNbits' `fiat_amount_as_satoshis`: `int(amount * rate)`. */
  fiatToSats(amount: number, currency: string): number | undefined {
    const rate = this.satsPerUnit(currency);
    return rate === undefined ? undefined : fiatToSat(amount, rate);
  }

  /** Sats → fiat as LNbits' `satoshis_amount_as_fiat`: `amount / rate`, not rounded. */
  satsToFiat(amountSat: number, currency: string): number | undefined {
    const rate = this.satsPerUnit(currency);
    return rate === undefined ? undefined : amountSat / rate;
  }
}

// Exchange rate and currency list (docs/lnbits-behaviour.md E14, E15). No key is needed or sent.
import { z } from 'zod/mini';
import { request, segment } from './http';
import type { ApiTarget, CallOptions } from './http';

export const RateSchema = z.object({
  /** Sats per one unit of the currency. 0 when no rate provider answered. */
  rate: z.number(),
  /** Currency units per BTC. 0 when no rate provider answered. */
  price: z.number(),
});
export type Rate = z.infer<typeof RateSchema>;

/** Rate for a fiat code (case-insensitive on the server). `{rate: 0, price: 0}` means unknown. */
export function getRate(target: ApiTarget, currency: string, options?: CallOptions): Promise<Rate> {
  return request(
    target,
    { path: `/api/v1/rate/${segment(currency)}`, schema: RateSchema },
    options,
  );
}

const CurrenciesSchema = z.array(z.string());

/** Uppercase ISO codes valid as an invoice `unit` ('sat' is not among them). */
export function getCurrencies(target: ApiTarget, options?: CallOptions): Promise<string[]> {
  return request(target, { path: '/api/v1/currencies', schema: CurrenciesSchema }, options);
}

import type { FastifyInstance } from 'fastify';
import { fiatToSat } from '../../src/lib/amount.ts';
import { httpError } from '../errors.ts';
import { field } from '../validation.ts';
import { readBody, type SandboxContext } from './context.ts';

export function registerRateRoutes(app: FastifyInstance, { rates }: SandboxContext): void {
  app.get('/api/v1/currencies', async () => rates.currencies());

  app.get<{ Params: { currency: string } }>('/api/v1/rate/:currency', async (request) => {
    const currency = request.params.currency.toUpperCase();
    const price = rates.price(currency);
    if (price === undefined) {
      throw httpError(400, `Currency '${request.params.currency}' not allowed.`);
    }
    return { rate: 100_000_000 / price, price };
  });

  /** LNbits' `ConversionData`: `from_` defaults to sats, `to` to usd. */
  const conversionModel = {
    from_: field.str().default('sat'),
    amount: field.float(),
    to: field.str().default('usd'),
  };

  /** `100_000_000 / price` of a currency in any case, or LNbits' refusal naming it as given. */
  const rateOf = (currency: string): number => {
    const rate = rates.satsPerUnit(currency.toUpperCase());
    if (rate === undefined) {
      throw httpError(400, `Currency '${currency}' not allowed.`);
    }
    return rate;
  };

  app.post('/api/v1/conversion', async (request) => {
    const { from_: from, amount, to } = readBody(request, conversionModel);
    const result: Record<string, number> = {};
    if (from === 'sat') {
      result.BTC = amount / 100_000_000;
      result.sats = Math.trunc(amount);
      for (const currency of to.split(',')) {
        // LNbits converts the amount as sent, before truncation.
        result[currency.trim().toUpperCase()] = amount / rateOf(currency.trim());
      }
      return result;
    }
    // From a fiat currency LNbits answers that currency, sats and BTC; `to` is not read.
    result[from.toUpperCase()] = amount;
    result.sats = fiatToSat(amount, rateOf(from));
    result.BTC = result.sats / 100_000_000;
    return result;
  });
}

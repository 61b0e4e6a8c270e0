import type { FastifyInstance } from 'fastify';
import { httpError, validationError } from '../errors.ts';
import { readJsonObject, type SandboxContext } from './context.ts';

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

  app.post('/api/v1/conversion', async (request) => {
    const body = readJsonObject(request);
    const from = typeof body.from_ === 'string' ? body.from_ : undefined;
    const amount = body.amount;
    if (from === undefined || typeof amount !== 'number') {
      throw validationError([
        {
          type: 'missing',
          loc: ['body', from === undefined ? 'from_' : 'amount'],
          msg: 'Field required',
          input: body,
        },
      ]);
    }
    const targets = (typeof body.to === 'string' ? body.to : 'usd')
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    let sats: number;
    const result: Record<string, number> = {};
    if (from.toLowerCase() === 'sat') {
      sats = amount;
    } else {
      const converted = rates.fiatToSats(amount, from.toUpperCase());
      if (converted === undefined) {
        throw httpError(400, `Could not get exchange rate for ${from.toUpperCase()}.`);
      }
      sats = converted;
      result[from.toUpperCase()] = amount;
    }
    result.sats = sats;
    result.BTC = sats / 100_000_000;
    for (const code of targets) {
      const value = rates.satsToFiat(sats, code);
      if (value === undefined) {
        throw httpError(400, `Could not get exchange rate for ${code}.`);
      }
      result[code] = value;
    }
    return result;
  });
}

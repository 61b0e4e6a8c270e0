import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../errors.ts';
import { readRequest } from '../validation.ts';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

let t: TestSandbox;
let wallet: TestWallet;

beforeAll(async () => {
  t = await startTestSandbox();
  wallet = await t.newWallet('Validation');
});
afterAll(() => t.close());

const createInvoice = (body: Record<string, unknown>) =>
  t.api('POST', '/api/v1/payments', { key: wallet.inkey, body: { out: false, ...body } });

describe('POST /api/v1/payments out:false: FastAPI 400 bodies from the CreateInvoice schema', () => {
  it('an amount that is not a number', async () => {
    const res = await createInvoice({ amount: 'ten' });
    expect(res.status).toBe(400);
    // Byte for byte, key order included.
    expect(JSON.stringify(res.body)).toBe(
      '{"detail":[{"type":"float_parsing","loc":["body","amount"],' +
        '"msg":"Input should be a valid number, unable to parse string as a number","input":"ten"}]}',
    );

    expect(await createInvoice({ amount: true })).toEqual(
      expect.objectContaining({
        status: 400,
        body: {
          detail: [
            {
              type: 'float_type',
              loc: ['body', 'amount'],
              msg: 'Input should be a valid number',
              input: true,
            },
          ],
        },
      }),
    );
  });

  it('a negative amount', async () => {
    const res = await createInvoice({ amount: -5 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toBe(
      '{"detail":[{"type":"greater_than_equal","loc":["body","amount"],' +
        '"msg":"Input should be greater than or equal to 0","input":-5,"ctx":{"ge":0}}]}',
    );
  });

  it('every bad field at once, in the order of the model', async () => {
    const longMemo = 'm'.repeat(641);
    const res = await createInvoice({
      labels: ['ok', 2],
      extra: ['not', 'a', 'dict'],
      expiry: 1.5,
      memo: longMemo,
      amount: 10,
      unit: 'usd',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: [
        {
          type: 'value_error',
          loc: ['body', 'unit'],
          msg: 'Value error, The provided unit is not supported',
          input: 'usd',
          ctx: { error: {} },
        },
        {
          type: 'string_too_long',
          loc: ['body', 'memo'],
          msg: 'String should have at most 640 characters',
          input: longMemo,
          ctx: { max_length: 640 },
        },
        {
          type: 'int_from_float',
          loc: ['body', 'expiry'],
          msg: 'Input should be a valid integer, got a number with a fractional part',
          input: 1.5,
        },
        {
          type: 'dict_type',
          loc: ['body', 'extra'],
          msg: 'Input should be a valid dictionary',
          input: ['not', 'a', 'dict'],
        },
        {
          type: 'string_type',
          loc: ['body', 'labels', 1],
          msg: 'Input should be a valid string',
          input: 2,
        },
      ],
    });
  });

  it('integers, strings and lengths in pydantic words', async () => {
    expect((await createInvoice({ amount: 1, expiry: '60' })).body).toEqual({
      detail: [
        {
          type: 'int_parsing',
          loc: ['body', 'expiry'],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: '60',
        },
      ],
    });
    expect((await createInvoice({ amount: 1, expiry: 0 })).body).toEqual({
      detail: [
        {
          type: 'greater_than',
          loc: ['body', 'expiry'],
          msg: 'Input should be greater than 0',
          input: 0,
          ctx: { gt: 0 },
        },
      ],
    });
    expect((await createInvoice({ amount: 1, memo: 7, webhook: false })).body).toEqual({
      detail: [
        {
          type: 'string_type',
          loc: ['body', 'memo'],
          msg: 'Input should be a valid string',
          input: 7,
        },
        {
          type: 'string_type',
          loc: ['body', 'webhook'],
          msg: 'Input should be a valid string',
          input: false,
        },
      ],
    });
    expect((await createInvoice({ amount: 1, payment_hash: 'ab' })).body).toEqual({
      detail: [
        {
          type: 'string_too_short',
          loc: ['body', 'payment_hash'],
          msg: 'String should have at least 64 characters',
          input: 'ab',
          ctx: { min_length: 64 },
        },
      ],
    });
  });

  it('validates before it looks at the amount: no amount and a bad unit is a 400, not a 500', async () => {
    expect(await createInvoice({ unit: 'RRR' })).toMatchObject({
      status: 400,
      body: { detail: [{ type: 'value_error', loc: ['body', 'unit'] }] },
    });
  });

  it('a refused body makes no invoice; null counts as absent', async () => {
    const list = await t.api('GET', '/api/v1/payments/paginated', { key: wallet.inkey });
    expect(list.body.total).toBe(0);

    const res = await createInvoice({
      amount: 3,
      unit: null,
      memo: null,
      expiry: null,
      extra: null,
      labels: null,
      webhook: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 3000, labels: [], extra: {}, webhook: null });
  });
});

describe('readRequest', () => {
  const Callback = z.object({
    k1: z.string(),
    amounts: z.array(z.int().min(1)),
    limits: z.object({ max: z.number().lt(10) }).optional(),
  });

  function issuesOf(input: unknown, where?: 'body' | 'query') {
    try {
      readRequest(Callback, input, { where });
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      return ((error as HttpError).body as { detail: unknown }).detail;
    }
    throw new Error('expected a 400');
  }

  it('reads a valid value, typed, without unknown keys', () => {
    expect(readRequest(Callback, { k1: 'x', amounts: [1, 2], other: true })).toEqual({
      k1: 'x',
      amounts: [1, 2],
    });
  });

  it('a missing field shows the object it is missing from, as pydantic does', () => {
    expect(issuesOf({ amounts: [] }, 'query')).toEqual([
      { type: 'missing', loc: ['query', 'k1'], msg: 'Field required', input: { amounts: [] } },
    ]);
  });

  it('locates nested issues by key and index', () => {
    expect(issuesOf({ k1: 'x', amounts: [1, 0, 'a'], limits: { max: 10 } })).toEqual([
      {
        type: 'greater_than_equal',
        loc: ['body', 'amounts', 1],
        msg: 'Input should be greater than or equal to 1',
        input: 0,
        ctx: { ge: 1 },
      },
      {
        type: 'int_parsing',
        loc: ['body', 'amounts', 2],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: 'a',
      },
      {
        type: 'less_than',
        loc: ['body', 'limits', 'max'],
        msg: 'Input should be less than 10',
        input: 10,
        ctx: { lt: 10 },
      },
    ]);
  });

  it('adds the issues of fields checked elsewhere to the same answer', () => {
    const elsewhere = {
      type: 'model_type',
      loc: ['body', 'x'],
      msg: 'checked elsewhere',
      input: 1,
    };
    expect(() =>
      readRequest(Callback, { k1: 'x', amounts: [] }, { moreIssues: [elsewhere] }),
    ).toThrow(expect.objectContaining({ body: { detail: [elsewhere] } }));
  });
});

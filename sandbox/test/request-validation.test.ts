import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { field, readModel } from '../validation.ts';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

// Every body below was answered by a genuine LNbits 1.5.1 (pydantic 1.10) to the same request.

let t: TestSandbox;
let wallet: TestWallet;

beforeAll(async () => {
  t = await startTestSandbox();
  wallet = await t.newWallet('Validation');
});
afterAll(() => t.close());

const createInvoice = (body: Record<string, unknown>) =>
  t.api('POST', '/api/v1/payments', { key: wallet.inkey, body: { out: false, ...body } });

describe('POST /api/v1/payments: FastAPI 400 bodies of the CreateInvoice model, pydantic 1 words', () => {
  it('an amount that is not a number', async () => {
    const res = await createInvoice({ amount: 'abc' });
    expect(res.status).toBe(400);
    // Byte for byte, key order included.
    expect(JSON.stringify(res.body)).toBe(
      '{"detail":[{"loc":["body","amount"],"msg":"value is not a valid float","type":"type_error.float"}]}',
    );
    for (const amount of [[5], { a: 1 }, '', '0x10']) {
      expect((await createInvoice({ amount })).body).toEqual({
        detail: [
          { loc: ['body', 'amount'], msg: 'value is not a valid float', type: 'type_error.float' },
        ],
      });
    }
  });

  it('a negative amount', async () => {
    const res = await createInvoice({ amount: -5 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toBe(
      '{"detail":[{"loc":["body","amount"],"msg":"ensure this value is greater than or equal to 0",' +
        '"type":"value_error.number.not_ge","ctx":{"limit_value":0}}]}',
    );
    // NaN fails every bound in pydantic 1.
    expect((await createInvoice({ amount: 'nan' })).body).toEqual(res.body);
  });

  it('a missing or null amount is an unhandled error (500), as in LNbits', async () => {
    for (const body of [{}, { amount: null }, { amount: 'inf' }]) {
      const res = await createInvoice(body);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ detail: expect.stringMatching(/^Unexpected error! ID: /) });
    }
  });

  it('coerces as pydantic 1 does: "5" and true are floats, 1.5 and "60" ints, 7 a string', async () => {
    const res = await createInvoice({
      amount: ' 5 ',
      expiry: '60',
      memo: 7,
      labels: [1],
      extra: [['source', 'pairs']],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 5000, memo: '7', labels: ['1'] });
    expect(res.body.extra).toMatchObject({ source: 'pairs' });
    const fromBool = await createInvoice({ amount: true, expiry: 1.5, memo: true });
    expect(fromBool.status).toBe(201);
    expect(fromBool.body).toMatchObject({ amount: 1000, memo: 'True' });
    expect((await createInvoice({ amount: '1e3', memo: 1.5 })).body).toMatchObject({
      amount: 1_000_000,
      memo: '1.5',
    });
  });

  it('every bad field at once, in the order of the model', async () => {
    const longMemo = 'm'.repeat(641);
    const res = await createInvoice({
      labels: ['ok', 2, null],
      extra: ['not', 'a', 'dict'],
      expiry: 1.5,
      memo: longMemo,
      amount: 10,
      unit: 'usd',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toBe(
      JSON.stringify({
        detail: [
          { loc: ['body', 'unit'], msg: 'The provided unit is not supported', type: 'value_error' },
          {
            loc: ['body', 'memo'],
            msg: 'ensure this value has at most 640 characters',
            type: 'value_error.any_str.max_length',
            ctx: { limit_value: 640 },
          },
          { loc: ['body', 'extra'], msg: 'value is not a valid dict', type: 'type_error.dict' },
          {
            loc: ['body', 'labels', 2],
            msg: 'none is not an allowed value',
            type: 'type_error.none.not_allowed',
          },
        ],
      }),
    );
  });

  it('integers, strings, booleans, lists and lengths in pydantic 1 words', async () => {
    const cases: [Record<string, unknown>, unknown][] = [
      [
        { amount: 1, expiry: 'abc' },
        {
          loc: ['body', 'expiry'],
          msg: 'value is not a valid integer',
          type: 'type_error.integer',
        },
      ],
      [
        { amount: 1, expiry: '1.5' },
        {
          loc: ['body', 'expiry'],
          msg: 'value is not a valid integer',
          type: 'type_error.integer',
        },
      ],
      [
        { amount: 1, memo: ['a'] },
        { loc: ['body', 'memo'], msg: 'str type expected', type: 'type_error.str' },
      ],
      [
        { amount: 1, labels: 'x' },
        { loc: ['body', 'labels'], msg: 'value is not a valid list', type: 'type_error.list' },
      ],
      [
        { amount: 1, labels: [{ a: 1 }] },
        { loc: ['body', 'labels', 0], msg: 'str type expected', type: 'type_error.str' },
      ],
      [
        { amount: 1, out: 'x' },
        {
          loc: ['body', 'out'],
          msg: 'value could not be parsed to a boolean',
          type: 'type_error.bool',
        },
      ],
      [
        { amount: 1, internal: 'x' },
        {
          loc: ['body', 'internal'],
          msg: 'value could not be parsed to a boolean',
          type: 'type_error.bool',
        },
      ],
      [
        { amount: 5, unit: 5 },
        { loc: ['body', 'unit'], msg: 'The provided unit is not supported', type: 'value_error' },
      ],
      [
        { amount: 5, unit: 'sats' },
        { loc: ['body', 'unit'], msg: 'The provided unit is not supported', type: 'value_error' },
      ],
      [
        { amount: 5, unit: null },
        {
          loc: ['body', 'unit'],
          msg: 'none is not an allowed value',
          type: 'type_error.none.not_allowed',
        },
      ],
      [
        { amount: 1, payment_hash: 'ab' },
        {
          loc: ['body', 'payment_hash'],
          msg: 'ensure this value has at least 64 characters',
          type: 'value_error.any_str.min_length',
          ctx: { limit_value: 64 },
        },
      ],
      [
        { amount: 1, payment_hash: 'g'.repeat(64) },
        {
          loc: ['body', 'payment_hash'],
          msg: 'non-hexadecimal number found in fromhex() arg at position 0',
          type: 'value_error',
        },
      ],
    ];
    for (const [body, issue] of cases) {
      const res = await createInvoice(body);
      expect({ body, status: res.status, answer: res.body }).toEqual({
        body,
        status: 400,
        answer: { detail: [issue] },
      });
    }
  });

  it('a body that is not an object', async () => {
    const send = (rawBody: string, contentType = 'application/json') =>
      t.api('POST', '/api/v1/payments', {
        key: wallet.adminkey,
        rawBody,
        headers: { 'Content-Type': contentType },
      });
    const notDict = {
      detail: [{ loc: ['body'], msg: 'value is not a valid dict', type: 'type_error.dict' }],
    };
    for (const rawBody of ['"abc"', '5', 'true']) {
      expect(await send(rawBody)).toMatchObject({ status: 400, body: notDict });
    }
    expect(await send('{"out":false,"amount":5}', 'text/plain')).toMatchObject({
      status: 400,
      body: notDict,
    });
    expect(await send('null')).toMatchObject({
      status: 400,
      body: { detail: [{ loc: ['body'], msg: 'field required', type: 'value_error.missing' }] },
    });
    // `dict([])` is `{}`: every field takes its default, so this is a payment without a bolt11.
    expect(await send('[]')).toMatchObject({
      status: 400,
      body: { detail: 'Missing BOLT11 invoice' },
    });
    expect(await send('[["out", false], ["amount", 5]]')).toMatchObject({ status: 201 });
  });

  it('a refused body makes no invoice; null is absent for the optional fields', async () => {
    const list = await t.api('GET', '/api/v1/payments/paginated', { key: wallet.inkey });
    const before = list.body.total as number;
    expect((await createInvoice({ amount: 3, labels: null })).status).toBe(400);
    expect(
      (await t.api('GET', '/api/v1/payments/paginated', { key: wallet.inkey })).body.total,
    ).toBe(before);

    const res = await createInvoice({
      amount: 3,
      memo: null,
      expiry: null,
      extra: null,
      webhook: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 3000, labels: [], webhook: null });
  });
});

describe('other core bodies and queries, pydantic 1 words', () => {
  it('POST /api/v1/conversion', async () => {
    const convert = (body: unknown) => t.api('POST', '/api/v1/conversion', { body });
    expect(await convert({ from_: 'sat' })).toMatchObject({
      status: 400,
      body: {
        detail: [{ loc: ['body', 'amount'], msg: 'field required', type: 'value_error.missing' }],
      },
    });
    expect((await convert({ from_: 'sat', amount: 'abc' })).body).toEqual({
      detail: [
        { loc: ['body', 'amount'], msg: 'value is not a valid float', type: 'type_error.float' },
      ],
    });
    expect(await convert({ from_: 'xyz', amount: 5 })).toMatchObject({
      status: 400,
      body: { detail: "Currency 'xyz' not allowed." },
    });
    expect((await convert({ from_: 'sat', amount: 5, to: 'usd, xyz' })).body).toEqual({
      detail: "Currency 'xyz' not allowed.",
    });
  });

  it('payment lists: integers without bounds, a Literal direction, a root-validator sort field', async () => {
    const list = (query: string) =>
      t.api('GET', `/api/v1/payments/paginated?${query}`, { key: wallet.inkey });
    for (const query of ['limit=abc', 'limit=1.5', 'limit=']) {
      expect((await list(query)).body).toEqual({
        detail: [
          {
            loc: ['query', 'limit'],
            msg: 'value is not a valid integer',
            type: 'type_error.integer',
          },
        ],
      });
    }
    expect((await list('limit=-1')).status).toBe(200);
    expect((await list('limit=1001&offset=-3')).status).toBe(200);
    expect((await list('direction=up')).body).toEqual({
      detail: [
        {
          loc: ['query', 'direction'],
          msg: "unexpected value; permitted: 'asc', 'desc'",
          type: 'value_error.const',
          ctx: { given: 'up', permitted: ['asc', 'desc'] },
        },
      ],
    });
    expect(await list('sortby=foo')).toMatchObject({
      status: 400,
      body: {
        detail: '1 validation error for Filters\n__root__\n  Invalid sort field (type=value_error)',
      },
    });
  });

  it('accounts, wallet updates and decoding', async () => {
    expect(await t.api('POST', '/api/v1/account', { body: { name: 5 } })).toMatchObject({
      status: 200,
      body: { name: '5' },
    });
    expect((await t.api('POST', '/api/v1/account', { body: { name: ['a'] } })).body).toEqual({
      detail: [{ loc: ['body', 'name'], msg: 'str type expected', type: 'type_error.str' }],
    });
    expect(
      (
        await t.api('POST', '/api/v1/account', {
          rawBody: 'null',
          headers: { 'Content-Type': 'application/json' },
        })
      ).body,
    ).toEqual({
      detail: [{ loc: ['body'], msg: 'field required', type: 'value_error.missing' }],
    });
    expect(
      (await t.api('PATCH', '/api/v1/wallet', { key: wallet.adminkey, body: { pinned: 'maybe' } }))
        .body,
    ).toEqual({
      detail: [
        {
          loc: ['body', 'pinned'],
          msg: 'value could not be parsed to a boolean',
          type: 'type_error.bool',
        },
      ],
    });
    expect(
      (await t.api('POST', '/api/v1/payments/decode', { key: wallet.inkey, body: {} })).body,
    ).toEqual({
      detail: [{ loc: ['body', 'data'], msg: 'field required', type: 'value_error.missing' }],
    });
    expect(
      await t.api('POST', '/api/v1/payments/decode', { key: wallet.inkey, body: { data: 5 } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Failed to decode: Bech32 string is not valid.' },
    });
  });

  it('fee reserve: no invoice or a bad one is an unhandled error in LNbits', async () => {
    for (const query of ['', '?invoice=abc']) {
      const res = await t.api('GET', `/api/v1/payments/fee-reserve${query}`);
      expect(res.status).toBe(500);
    }
  });
});

describe('readModel', () => {
  const Callback = {
    k1: field.str(),
    amounts: field.list(field.int({ ge: 1 })),
    max: field.float({ lt: 10 }).optional(),
  };

  function issuesOf(input: unknown, where?: 'body' | 'query') {
    try {
      readModel(Callback, input, { where });
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      return ((error as HttpError).body as { detail: unknown }).detail;
    }
    throw new Error('expected a 400');
  }

  it('reads a valid value, typed, without unknown keys', () => {
    expect(readModel(Callback, { k1: 'x', amounts: [1, '2'], other: true })).toEqual({
      k1: 'x',
      amounts: [1, 2],
      max: null,
    });
  });

  it('a missing field is "field required" at its place', () => {
    expect(issuesOf({ amounts: [] }, 'query')).toEqual([
      { loc: ['query', 'k1'], msg: 'field required', type: 'value_error.missing' },
    ]);
  });

  it('locates nested issues by key and index', () => {
    expect(issuesOf({ k1: 'x', amounts: [1, 0, 'a'], max: 10 })).toEqual([
      {
        loc: ['body', 'amounts', 1],
        msg: 'ensure this value is greater than or equal to 1',
        type: 'value_error.number.not_ge',
        ctx: { limit_value: 1 },
      },
      {
        loc: ['body', 'amounts', 2],
        msg: 'value is not a valid integer',
        type: 'type_error.integer',
      },
      {
        loc: ['body', 'max'],
        msg: 'ensure this value is less than 10',
        type: 'value_error.number.not_lt',
        ctx: { limit_value: 10 },
      },
    ]);
  });

  it('adds the issues of fields checked elsewhere to the same answer', () => {
    const elsewhere = { loc: ['body', 'x'], msg: 'checked elsewhere', type: 'value_error' };
    expect(() =>
      readModel(Callback, { k1: 'x', amounts: [] }, { moreIssues: [elsewhere] }),
    ).toThrow(expect.objectContaining({ body: { detail: [elsewhere] } }));
  });
});

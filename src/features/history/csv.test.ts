import { describe, expect, it } from 'vitest';
import { buildPaymentsCsv, csvCell, csvFileName } from './csv';
import { paymentSats } from '@/lib/payment';
import { makePayment } from './test-payments';

describe('csvCell', () => {
  it('quotes per RFC 4180', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('defuses formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('buildPaymentsCsv', () => {
  const received = makePayment({
    amount: 1_234_000,
    memo: 'coffee, "large"',
    time: '2026-03-20T10:41:02.512345+00:00',
    payment_hash: 'a'.repeat(64),
    preimage: 'b'.repeat(64),
  });
  const sent = makePayment({
    amount: -21_000,
    fee: -1_000,
    memo: '=cmd|"/c calc"!A1',
    time: '2026-03-20T11:00:00',
    payment_hash: 'c'.repeat(64),
  });
  const unpaid = makePayment({
    amount: 5_000,
    status: 'pending',
    memo: '-5',
    preimage: 'd'.repeat(64),
  });

  it('writes a header and one row per payment, absolute amounts, sign as direction', () => {
    const csv = buildPaymentsCsv([received, sent, unpaid], { currency: 'USD', rate: 1_000 });
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    expect(lines[0]).toBe(
      'time,direction,status,amount_sat,fee_sat,amount_msat,fee_msat,memo,note,my_note,payment_hash,preimage,fiat_value_USD,fiat_rate_from,kind,other_wallet',
    );
    expect(lines[1]).toBe(
      `2026-03-20T10:41:02.512Z,received,success,1234,0,1234000,0,"coffee, ""large""",,,${'a'.repeat(64)},${'b'.repeat(64)},1.23,today,payment,`,
    );
    expect(lines[2]).toBe(
      `2026-03-20T11:00:00.000Z,sent,success,22,1,22000,1000,"'=cmd|""/c calc""!A1",,,${'c'.repeat(64)},${'ab'.repeat(32)},0.02,today,payment,`,
    );
    // An unpaid invoice is a request, not money received; its preimage is never written; a memo
    // like "-5" stays text, defused.
    expect(lines[3]).toMatch(
      /,request,pending,5,0,5000,0,'-5,,,[0-9a-f]{64},,0\.01,today,payment,$/,
    );
  });

  it('writes what a sent payment cost, fee included and rounded as the rows show it', () => {
    // 2,100 sats and a 1.5 sat fee left: 2,101.5 sats, shown (and exported) as 2,102.
    const withFee = makePayment({ amount: -2_100_000, fee: -1_500 });
    const cells = buildPaymentsCsv([withFee], null).split('\r\n')[1]!.split(',');
    expect(cells.slice(1, 7)).toEqual(['sent', 'success', '2102', '2', '2101500', '1500']);
    expect(Number(cells[3])).toBe(paymentSats(withFee));
  });

  it('writes a failed payment at the amount asked, the fee reserve LNbits held left out', () => {
    // 4,200 sats asked; LNbits kept a 42 sat reserve in `fee` while it tried, then gave it back.
    const failed = makePayment({ amount: -4_200_000, fee: -42_000, status: 'failed' });
    const cells = buildPaymentsCsv([failed], { currency: 'USD', rate: 1_000 })
      .split('\r\n')[1]!
      .split(',');
    expect(cells.slice(1, 7)).toEqual(['sent', 'failed', '4200', '0', '4200000', '0']);
    expect(cells[12]).toBe('4.20'); // fiat_value_USD
  });

  it('writes the note a payer left through a Lightning address apart from the memo', () => {
    const tip = makePayment({
      amount: 21_000,
      memo: 'Lightning address',
      extra: {
        tag: 'lnurlp',
        link: 'L1',
        comment: 'Thanks for lunch!',
        lnaddress: 'ana@x.example',
      },
    });
    const cells = buildPaymentsCsv([tip], null).split('\r\n')[1]!.split(',');
    expect(cells.slice(7, 9)).toEqual(['Lightning address', 'Thanks for lunch!']);
  });

  it('leaves the fiat column empty without a rate, and uses the currency decimals', () => {
    expect(buildPaymentsCsv([received], null).split('\r\n')[0]).toMatch(
      /,fiat_value,fiat_rate_from,kind,other_wallet$/,
    );
    expect(buildPaymentsCsv([received], { currency: 'EUR', rate: 0 }).split('\r\n')[1]).toMatch(
      /,,,payment,$/,
    );
    expect(buildPaymentsCsv([received], { currency: 'JPY', rate: 10 }).split('\r\n')[1]).toMatch(
      /,123,today,payment,$/,
    );
  });

  it('writes the note kept for me, and the fiat value at the rate kept then, labelled so', () => {
    // As the genuine LNbits kept them for a payment of 1,234 sats on a EUR wallet.
    const kept = makePayment({
      amount: 1_234_000,
      memo: 'Coffee',
      extra: {
        internal_memo: 'from Ana, =1',
        wallet_fiat_currency: 'EUR',
        wallet_fiat_amount: 0.923,
        wallet_fiat_rate: 1336.5410318096765,
      },
    });
    const today = { currency: 'EUR', rate: 1_000 };
    const [header, row] = buildPaymentsCsv([kept, received], today).split('\r\n');
    expect(header).toMatch(
      /,memo,note,my_note,.*,fiat_value_EUR,fiat_rate_from,kind,other_wallet$/,
    );
    expect(row).toMatch(/,Coffee,,"from Ana, =1",[0-9a-f]{64},.*,0\.92,payment_time,payment,$/);
    // Another currency than the column's is not converted: today's rate then, labelled so.
    const usd = { currency: 'USD', rate: 2_000 };
    expect(buildPaymentsCsv([kept], usd).split('\r\n')[1]).toMatch(/,0\.62,today,payment,$/);
    // No rate today: what was kept still fills the column.
    const lines = buildPaymentsCsv([kept, received], { currency: 'EUR', rate: 0 }).split('\r\n');
    expect(lines[1]).toMatch(/,0\.92,payment_time,payment,$/);
    expect(lines[2]).toMatch(/,,,payment,$/);
  });

  it('writes the note for me this device kept where LNbits dropped it (payments/lnurl)', () => {
    const sent = makePayment({ amount: -21_000, memo: 'Pay cafe', extra: {} });
    const records = [
      {
        paymentHash: sent.payment_hash,
        domain: 'pay.example',
        privateNote: 'Split with Ben',
        at: 1,
      },
    ];
    expect(buildPaymentsCsv([sent], null, records).split('\r\n')[1]).toContain(
      ',Pay cafe,,Split with Ben,',
    );
    expect(buildPaymentsCsv([sent], null).split('\r\n')[1]).toContain(',Pay cafe,,,');
  });

  it('says a move is a move, on both sides, with the other wallet; everything else a payment', () => {
    const tag = { pocketbits_move: { from: 'Spending', to: '=Savings, "long term"' } };
    const memo = 'Move from Spending to Savings';
    const out = makePayment({ amount: -5_000, memo, extra: tag });
    const arrived = makePayment({ amount: 5_000, memo, extra: tag });
    const csv = buildPaymentsCsv([out, arrived, received], null);
    const [header, left, came, other] = csv.split('\r\n');
    expect(header!.split(',').slice(-4)).toEqual([
      'fiat_value',
      'fiat_rate_from',
      'kind',
      'other_wallet',
    ]);
    // The other wallet's name is text someone typed: quoted and defused like any memo.
    expect(left).toMatch(/,sent,.*,move,"'=Savings, ""long term"""$/);
    expect(came).toMatch(/,received,.*,move,Spending$/);
    expect(other).toMatch(/,received,.*,payment,$/);
    // A tag that is not a move's (free-form extra) makes no move.
    const odd = makePayment({ extra: { pocketbits_move: 'Savings' } });
    expect(buildPaymentsCsv([odd], null).split('\r\n')[1]).toMatch(/,payment,$/);
  });

  it('names the file after the wallet and day', () => {
    expect(csvFileName('My Wallet ⚡/1', new Date(2026, 2, 5))).toBe(
      'pocketbits-my-wallet-1-2026-03-05.csv',
    );
    expect(csvFileName('⚡', new Date(2026, 11, 25))).toBe('pocketbits-wallet-2026-12-25.csv');
  });
});

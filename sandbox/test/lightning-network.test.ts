// The simulated Lightning network between sandboxes (lightning/network.ts): two sandboxes with the
// same secret pay each other's invoices, once, with a routing fee inside LNbits' reserve.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import { feeReserveMsat } from '../../src/lib/fee-reserve.ts';
import { NETWORK_SECRET_HEADER, PEERS_PATH, SETTLE_PATH } from '../lightning/network.ts';
import { NOT_IN_NETWORK, WRONG_SECRET } from '../routes/lightning.ts';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

const SECRET = 'a network secret of some length';
const sha256Hex = (hex: string) =>
  createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

let payer: TestSandbox;
let payee: TestSandbox;
let alone: TestSandbox;

beforeAll(async () => {
  payee = await startTestSandbox({ lightningNetwork: { secret: SECRET, peers: [] } });
  payer = await startTestSandbox({ lightningNetwork: { secret: SECRET, peers: [payee.baseUrl] } });
  // As main.ts does once it listens: the peer started first learns where this one is.
  expect(await payer.sandbox.context.network!.announce(payer.baseUrl)).toEqual([]);
  alone = await startTestSandbox();
});

afterAll(async () => {
  await Promise.all([payer.close(), payee.close(), alone.close()]);
});

const nodeOf = (t: TestSandbox) => t.sandbox.context.nodeKey.publicKeyHex;
const pay = (t: TestSandbox, wallet: TestWallet, bolt11: string, extra?: object) =>
  t.api('POST', '/api/v1/payments', {
    key: wallet.adminkey,
    body: { out: true, bolt11, ...(extra ? { extra } : {}) },
  });
const balanceMsat = async (t: TestSandbox, wallet: TestWallet) =>
  (await t.api('GET', '/api/v1/wallet', { key: wallet.inkey })).body.balance as number;
const settle = (
  t: TestSandbox,
  body: { bolt11: string; amount_msat: number; payer_node: string },
  secret: string | null = SECRET,
) =>
  t.api('POST', SETTLE_PATH, {
    body,
    headers: secret === null ? {} : { [NETWORK_SECRET_HEADER]: secret },
  });

describe('payments between peer sandboxes', () => {
  it('pays a peer invoice once: the payee credited and told, the payer charged amount + a fee within the reserve', async () => {
    const from = await payer.newWallet('From', 5_000);
    const to = await payee.newWallet('To', 700);
    const invoice = await payee.invoice(to, 1_000, 'Move from From to To', {
      extra: { pocketbits_move: { from: 'From', to: 'To' } },
    });
    const told: string[] = [];
    const unsubscribe = payee.sandbox.context.notifier.subscribe(to.inkey, (text) =>
      told.push(text),
    );
    const settleCalls = vi.spyOn(payer.sandbox.context.network!, 'settle');

    const paid = await pay(payer, from, invoice.bolt11, {
      pocketbits_move: { from: 'From', to: 'To' },
    });
    unsubscribe();

    expect(paid.status).toBe(201);
    expect(settleCalls).toHaveBeenCalledTimes(1);
    settleCalls.mockRestore();
    const feeMsat = -paid.body.fee;
    // 1 sat, plus 1 per 1000 sats: 2 sats here, inside the 10-sat reserve LNbits holds back.
    expect(feeMsat).toBe(2_000);
    expect(feeMsat).toBeLessThanOrEqual(feeReserveMsat(1_000_000));
    expect(paid.body).toMatchObject({
      status: 'success',
      amount: -1_000_000,
      checking_id: invoice.payment_hash,
      memo: 'Move from From to To',
      extra: { pocketbits_move: { from: 'From', to: 'To' } },
    });
    expect(sha256Hex(paid.body.preimage)).toBe(invoice.payment_hash);
    expect(await balanceMsat(payer, from)).toBe(5_000_000 - 1_000_000 - 2_000);
    expect(await balanceMsat(payee, to)).toBe(700_000 + 1_000_000);

    const received = await payee.api('GET', `/api/v1/payments/${invoice.payment_hash}`, {
      key: to.inkey,
    });
    expect(received.body).toMatchObject({ paid: true, preimage: paid.body.preimage });
    expect(received.body.details).toMatchObject({
      amount: 1_000_000,
      fee: 0,
      memo: 'Move from From to To',
      extra: { pocketbits_move: { from: 'From', to: 'To' } },
    });
    // The payee's wallet hears of it as of any incoming payment.
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!)).toMatchObject({
      wallet_balance: 1_700,
      payment: { payment_hash: invoice.payment_hash, status: 'success', amount: 1_000_000 },
    });

    // Paying it again: LNbits' answer for a payment already made, nothing moves.
    expect(await pay(payer, from, invoice.bolt11)).toMatchObject({
      status: 520,
      body: { detail: 'Payment already paid.', status: 'success' },
    });
    expect(await balanceMsat(payer, from)).toBe(3_998_000);
    expect(await balanceMsat(payee, to)).toBe(1_700_000);
  });

  it('settles an invoice once however often, and however concurrently, its payer asks', async () => {
    const to = await payee.newWallet('To', 0);
    const invoice = await payee.invoice(to, 300);
    const body = { bolt11: invoice.bolt11, amount_msat: 300_000, payer_node: nodeOf(payer) };
    const answers = await Promise.all([settle(payee, body), settle(payee, body)]);
    const again = await settle(payee, body);
    for (const answer of [...answers, again]) {
      expect(answer.status).toBe(200);
      expect(sha256Hex(answer.body.preimage)).toBe(invoice.payment_hash);
    }
    expect(new Set([...answers, again].map((a) => a.body.preimage)).size).toBe(1);
    expect(await balanceMsat(payee, to)).toBe(300_000);

    // Another payer asking about the same, paid, invoice gets nothing.
    expect(await settle(payee, { ...body, payer_node: nodeOf(alone) })).toMatchObject({
      status: 409,
      body: { detail: 'Invoice is already paid.' },
    });
    // Nor does the same payer with another amount.
    expect(await settle(payee, { ...body, amount_msat: 200_000 })).toMatchObject({
      status: 400,
      body: { detail: 'Wrong amount for this invoice.' },
    });
    expect(await balanceMsat(payee, to)).toBe(300_000);
  });

  it('refuses a settle request without the secret, or from a sandbox in no network', async () => {
    const to = await payee.newWallet('To', 0);
    const invoice = await payee.invoice(to, 100);
    const body = { bolt11: invoice.bolt11, amount_msat: 100_000, payer_node: nodeOf(payer) };
    for (const secret of [null, '', 'a network secret of some lengtH']) {
      expect(await settle(payee, body, secret)).toMatchObject({
        status: 403,
        body: { detail: WRONG_SECRET },
      });
    }
    expect(
      await payee.api('POST', PEERS_PATH, {
        body: { url: 'http://127.0.0.1:1' },
        headers: { [NETWORK_SECRET_HEADER]: 'wrong' },
      }),
    ).toMatchObject({ status: 403, body: { detail: WRONG_SECRET } });
    expect(await balanceMsat(payee, to)).toBe(0);

    // Without a network, both routes refuse everything, secret or not.
    const own = await alone.newWallet('Alone', 0);
    const ownInvoice = await alone.invoice(own, 100);
    expect(await settle(alone, { ...body, bolt11: ownInvoice.bolt11 }, SECRET)).toMatchObject({
      status: 403,
      body: { detail: NOT_IN_NETWORK },
    });
    expect(
      await alone.api('POST', PEERS_PATH, {
        body: { url: payee.baseUrl },
        headers: { [NETWORK_SECRET_HEADER]: SECRET },
      }),
    ).toMatchObject({ status: 403, body: { detail: NOT_IN_NETWORK } });
    expect(await balanceMsat(alone, own)).toBe(0);
  });

  it('takes only bare loopback origins as peers', async () => {
    for (const url of [
      'http://192.168.1.9:5000',
      'https://127.0.0.1:5000',
      'http://127.0.0.1:5000/x',
    ]) {
      expect(
        await payee.api('POST', PEERS_PATH, {
          body: { url },
          headers: { [NETWORK_SECRET_HEADER]: SECRET },
        }),
      ).toMatchObject({ status: 400 });
    }
  });

  it('refuses to settle invoices it did not sign, does not know, that expired or were paid already', async () => {
    const to = await payee.newWallet('To', 0);
    const payerWallet = await payer.newWallet('Payer', 1_000);
    const others = await payer.invoice(payerWallet, 100);
    expect(
      await settle(payee, {
        bolt11: others.bolt11,
        amount_msat: 100_000,
        payer_node: nodeOf(payer),
      }),
    ).toMatchObject({ status: 404 });

    // Paid inside the payee's own server first: a peer can't have it again.
    const inside = await payee.invoice(to, 100);
    const insider = await payee.newWallet('Insider', 1_000);
    expect((await pay(payee, insider, inside.bolt11)).status).toBe(201);
    expect(
      await settle(payee, {
        bolt11: inside.bolt11,
        amount_msat: 100_000,
        payer_node: nodeOf(payer),
      }),
    ).toMatchObject({ status: 409, body: { detail: 'Invoice is already paid.' } });

    const late = await payee.invoice(to, 100, 'late', { expiry: 60 });
    payee.sandbox.context.clock.advance(61);
    expect(
      await settle(payee, { bolt11: late.bolt11, amount_msat: 100_000, payer_node: nodeOf(payer) }),
    ).toMatchObject({ status: 410, body: { detail: 'Invoice expired.' } });
    // The payer hears the refusal as a failed payment, and has its money back.
    expect(await pay(payer, payerWallet, late.bolt11)).toMatchObject({
      status: 520,
      body: { detail: 'Payment failed: Invoice expired.', status: 'failed' },
    });
    expect(await balanceMsat(payer, payerWallet)).toBe(1_000_000);
    const record = await payer.api('GET', `/api/v1/payments/${late.payment_hash}`, {
      key: payerWallet.inkey,
    });
    expect(record.body).toMatchObject({ paid: false, status: 'failed' });
    expect(await balanceMsat(payee, to)).toBe(100_000);
  });

  it('asks again when the payee credited but the payer did not hear, and pays once', async () => {
    const from = await payer.newWallet('From', 2_000);
    const to = await payee.newWallet('To', 0);
    const invoice = await payee.invoice(to, 500);
    const network = payer.sandbox.context.network!;
    const realSettle = network.settle.bind(network);
    // The first answer is lost on its way back, after the payee settled.
    const settleCalls = vi
      .spyOn(network, 'settle')
      .mockImplementationOnce(async (peer, request) => {
        await realSettle(peer, request);
        return { kind: 'unclear' };
      });
    const paid = await pay(payer, from, invoice.bolt11);
    expect(settleCalls).toHaveBeenCalledTimes(2);
    settleCalls.mockRestore();
    expect(paid).toMatchObject({ status: 201, body: { status: 'success', fee: -1_000 } });
    expect(await balanceMsat(payer, from)).toBe(2_000_000 - 500_000 - 1_000);
    expect(await balanceMsat(payee, to)).toBe(500_000);
  });

  it('leaves a payment pending, its money held, while the payee gives no clear answer', async () => {
    const from = await payer.newWallet('From', 2_000);
    const to = await payee.newWallet('To', 0);
    const invoice = await payee.invoice(to, 500);
    const network = payer.sandbox.context.network!;
    let answering = false;
    const realSettle = network.settle.bind(network);
    const settleCalls = vi
      .spyOn(network, 'settle')
      .mockImplementation(async (peer, request) =>
        answering ? realSettle(peer, request) : { kind: 'unclear' },
      );
    try {
      const paid = await pay(payer, from, invoice.bolt11);
      expect(paid).toMatchObject({ status: 201, body: { status: 'pending' } });
      // Amount and reserve (10 sats: 2 sats is LNbits' least) are held meanwhile.
      expect(await balanceMsat(payer, from)).toBe(2_000_000 - 500_000 - 5_000);
      expect(await pay(payer, from, invoice.bolt11)).toMatchObject({
        status: 520,
        body: { detail: 'Payment is still pending.', status: 'pending' },
      });
      answering = true;
      await vi.waitFor(
        async () => {
          const record = await payer.api('GET', `/api/v1/payments/${invoice.payment_hash}`, {
            key: from.inkey,
          });
          expect(record.body.paid).toBe(true);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      settleCalls.mockRestore();
    }
    expect(await balanceMsat(payer, from)).toBe(2_000_000 - 500_000 - 1_000);
    expect(await balanceMsat(payee, to)).toBe(500_000);
  });

  it('without peers, an invoice of another sandbox fails as LNbits FakeWallet fails it', async () => {
    const from = await alone.newWallet('Alone', 5_000);
    const to = await payee.newWallet('To', 0);
    const invoice = await payee.invoice(to, 1_000);
    expect(await pay(alone, from, invoice.bolt11)).toMatchObject({
      status: 520,
      body: { detail: 'Payment failed: Only internal invoices can be used!', status: 'failed' },
    });
    expect(await balanceMsat(alone, from)).toBe(5_000_000);
    expect(await balanceMsat(payee, to)).toBe(0);
    expect(decodeBolt11(invoice.bolt11).payee).toBe(nodeOf(payee));
  });

  it('a peer network pays only its peers: an invoice of a sandbox outside it fails the same way', async () => {
    const from = await payer.newWallet('From', 5_000);
    const to = await alone.newWallet('Outside', 0);
    const invoice = await alone.invoice(to, 1_000);
    expect(await pay(payer, from, invoice.bolt11)).toMatchObject({
      status: 520,
      body: { detail: 'Payment failed: Only internal invoices can be used!', status: 'failed' },
    });
    expect(await balanceMsat(payer, from)).toBe(5_000_000);
    expect(await balanceMsat(alone, to)).toBe(0);
  });
});

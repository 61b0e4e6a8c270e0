import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_CLAIM_USED } from '../routes/sandbox.ts';
import { WALLET_SOCKET_MAX_FRAME_BYTES } from '../routes/ws.ts';
import { createSandbox } from '../server.ts';
import { PAYMENT_KEYS, startTestSandbox, type TestSandbox } from './harness.ts';

function collect(url: string) {
  const socket = new WebSocket(url);
  const messages: unknown[] = [];
  let arrived = () => {};
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    arrived();
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  /** Every message so far, once there are at least `count`; fails after `timeoutMs` saying how many came. */
  async function next(count = 1, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    while (messages.length < count) {
      const left = deadline - Date.now();
      const came = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), Math.max(0, left));
        arrived = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      if (!came) {
        throw new Error(`${messages.length} of ${count} messages within ${timeoutMs} ms`);
      }
    }
    return messages;
  }
  return { socket, opened, next };
}

describe('websocket /api/v1/ws/{inkey|adminkey|payment_hash}', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it('sends {wallet_balance (sat), payment} to both keys of payee and payer, and the hash channel', async () => {
    const payer = await t.newWallet('Payer', 10_000);
    const payee = await t.newWallet('Payee', 0);
    const invoice = await t.invoice(payee, 7, 'ws test');
    const wsBase = t.baseUrl.replace('http', 'ws');
    const payeeIn = collect(`${wsBase}/api/v1/ws/${payee.inkey}`);
    const payeeAdmin = collect(`${wsBase}/api/v1/ws/${payee.adminkey}`);
    const payerIn = collect(`${wsBase}/api/v1/ws/${payer.inkey}`);
    const byHash = collect(`${wsBase}/api/v1/ws/${invoice.payment_hash}`);
    await Promise.all([payeeIn.opened, payeeAdmin.opened, payerIn.opened, byHash.opened]);

    await t.api('POST', '/api/v1/payments', {
      key: payer.adminkey,
      body: { out: true, bolt11: invoice.bolt11 },
    });

    const [payeeMessage] = (await payeeIn.next()) as [
      { wallet_balance: number; payment: Record<string, unknown> },
    ];
    expect(Object.keys(payeeMessage)).toEqual(['wallet_balance', 'payment']);
    expect(payeeMessage.wallet_balance).toBe(7);
    expect(Object.keys(payeeMessage.payment)).toEqual(PAYMENT_KEYS);
    expect(payeeMessage.payment).toMatchObject({
      payment_hash: invoice.payment_hash,
      amount: 7000,
      status: 'success',
    });
    expect((await payeeAdmin.next())[0]).toEqual(payeeMessage);
    const [payerMessage] = (await payerIn.next()) as [
      { wallet_balance: number; payment: { amount: number } },
    ];
    expect(payerMessage.wallet_balance).toBe(9_993);
    expect(payerMessage.payment.amount).toBe(-7000);
    expect((await byHash.next())[0]).toEqual({ pending: false, status: 'success' });
    for (const c of [payeeIn, payeeAdmin, payerIn, byHash]) {
      c.socket.close();
    }
  });

  it('closes a socket that sends a frame bigger than it ever needs (it reads nothing)', async () => {
    const listener = collect(`${t.baseUrl.replace('http', 'ws')}/api/v1/ws/some-channel`);
    await listener.opened;
    const closed = new Promise<number>((resolve) => listener.socket.once('close', resolve));
    listener.socket.send('x'.repeat(WALLET_SOCKET_MAX_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);
  });

  it('disconnects a listener that does not read what is pushed into its channel', async () => {
    const listener = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/api/v1/ws/pushed`);
    await new Promise((resolve) => listener.once('open', resolve));
    listener.pause();
    const closed = new Promise<number>((resolve) => listener.once('close', resolve));
    // Pushed by anyone through the channel's POST until the listener is let go, or 128 MB: more
    // than the kernel's socket buffers on loopback hold (up to 32 MB + 4 MB here).
    const data = 'y'.repeat(64 * 1024);
    for (let n = 0; n < 2_000 && t.sandbox.context.notifier.subscriberCount('pushed') > 0; n++) {
      await t.sandbox.app.inject({ method: 'POST', url: `/api/v1/ws/pushed?data=${data}` });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(t.sandbox.context.notifier.subscriberCount('pushed')).toBe(0);
    listener.resume();
    expect(await closed).toBe(1006);
  }, 20_000);

  it('lets anyone inject into a channel, as LNbits does', async () => {
    const listener = collect(`${t.baseUrl.replace('http', 'ws')}/api/v1/ws/some-channel`);
    await listener.opened;
    const res = await t.api('POST', '/api/v1/ws/some-channel?data=%7B%22x%22%3A1%7D');
    expect(res.body).toEqual({ sent: true, data: '{"x":1}' });
    expect((await listener.next())[0]).toEqual({ x: 1 });
    listener.socket.close();
  });
});

describe('--profile legacy', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ profile: 'legacy' });
  });
  afterAll(() => t.close());

  it('has no /payments/paginated: the path falls through to the payment lookup', async () => {
    const wallet = await t.newWallet('Old', 1000);
    expect(
      await t.api('GET', '/api/v1/payments/paginated?limit=5', { key: wallet.inkey }),
    ).toMatchObject({
      status: 404,
      body: { detail: 'Payment does not exist.' },
    });
  });

  it('answers GET /api/v1/payments with every payment, ignoring query parameters', async () => {
    const wallet = await t.newWallet('Old', 100_000);
    const other = await t.newWallet('Other', 0);
    for (let i = 1; i <= 12; i++) {
      const invoice = await t.invoice(other, i, `n${i}`);
      await t.api('POST', '/api/v1/payments', {
        key: wallet.adminkey,
        body: { out: true, bolt11: invoice.bolt11 },
      });
    }
    const res = await t.api('GET', '/api/v1/payments?limit=2&offset=0', { key: wallet.inkey });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(13);
    expect(res.body[0].memo).toBe('n12');
  });

  it('serves no extensions', async () => {
    expect((await t.api('GET', '/lnurlp/api/v1/links')).status).toBe(404);
    expect((await t.api('GET', '/nwcprovider/api/v1/permissions')).status).toBe(404);
  });
});

describe('sandbox-only routes', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it('POST /sandbox/wallets funds a new wallet from the bank by a real internal payment', async () => {
    const wallet = await t.newWallet('Funded', 21_000);
    expect(wallet).toMatchObject({ name: 'Funded', balance_msat: 21_000_000 });
    const history = await t.api('GET', '/api/v1/payments/paginated?limit=10', {
      key: wallet.inkey,
    });
    expect(history.body.total).toBe(1);
    expect(history.body.data[0]).toMatchObject({
      amount: 21_000_000,
      status: 'success',
      memo: 'Sandbox faucet',
    });
    const bad = await t.api('POST', '/sandbox/wallets', { body: { balance_sat: -5 } });
    expect(bad.status).toBe(400);
  });

  it('hands the demo wallet over for the right claim token only', async () => {
    const wrong = await t.api('POST', '/sandbox/demo/claim', { body: { token: 'nope' } });
    expect(wrong.status).toBe(403);
    const right = await t.api('POST', '/sandbox/demo/claim', {
      body: { token: t.sandbox.context.demoClaims.printed },
    });
    expect(right.status).toBe(200);
    expect(right.body.name).toBe('Demo wallet');
    const wallet = await t.api('GET', '/api/v1/wallet', { key: right.body.inkey });
    expect(wallet.body.balance).toBe((100_000 - 2_100 + 5_000 - 12_500) * 1000);
    const history = await t.api(
      'GET',
      '/api/v1/payments/paginated?limit=10&sortby=time&direction=desc',
      {
        key: right.body.inkey,
      },
    );
    expect(history.body.total).toBe(4);
    const again = await t.api('POST', '/sandbox/demo/claim', {
      body: { token: t.sandbox.context.demoClaims.printed },
    });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ detail: DEMO_CLAIM_USED });
  });
});

describe('persistence and configuration', () => {
  it('keeps wallets, balances and the node key in the data file across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    const dataFile = join(dir, 'data.db');
    const first = await createSandbox({ dataFile, port: 0 });
    const wallet = first.context.bank.createFundedWallet('Kept', 1234);
    const pubkey = first.context.nodeKey.publicKeyHex;
    await first.close();
    const second = await createSandbox({ dataFile, port: 0 });
    expect(second.context.nodeKey.publicKeyHex).toBe(pubkey);
    expect(second.context.ledger.walletByKey(wallet.inkey)?.wallet.balance_msat).toBe(1_234_000);
    await second.close();
  });

  it('reads an operator-supplied rates file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rates-'));
    const ratesFile = join(dir, 'rates.json');
    writeFileSync(ratesFile, JSON.stringify({ prices: { USD: 100_000, EUR: 50_000 } }));
    const t = await startTestSandbox({ ratesFile });
    expect((await t.api('GET', '/api/v1/currencies')).body).toEqual(['EUR', 'USD']);
    expect((await t.api('GET', '/api/v1/rate/EUR')).body).toEqual({ rate: 2000, price: 50_000 });
    await t.close();
  });
});

describe('rates file validation', () => {
  it('refuses a malformed rates file with a message that says what is wrong', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rates-'));
    const ratesFile = join(dir, 'rates.json');
    writeFileSync(ratesFile, JSON.stringify({ prices: { usd: 1 } }));
    await expect(createSandbox({ dataFile: ':memory:', ratesFile })).rejects.toThrow(
      /"usd" is not an uppercase ISO currency code/,
    );
  });
});

describe('command line', () => {
  // Asynchronous: the sandbox under test answers in this same process.
  const run = async (args: string[]) =>
    (
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', ...args], {
        encoding: 'utf8',
      })
    ).stdout;

  it('--help lists the options', async () => {
    const help = await run(['--help']);
    for (const option of [
      '--host',
      '--port',
      '--data',
      '--memory',
      '--profile',
      '--rates',
      'create-wallet',
    ]) {
      expect(help).toContain(option);
    }
  });

  it('create-wallet writes a funded wallet into the data file and prints it as JSON', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'cli-')), 'data.db');
    const printed = JSON.parse(
      await run(['create-wallet', '--data', dataFile, '--name', 'Script', '--balance', '2500']),
    );
    expect(printed).toMatchObject({ name: 'Script', balance_msat: 2_500_000 });
    const sandbox = await createSandbox({ dataFile, port: 0 });
    expect(sandbox.context.ledger.walletByKey(printed.adminkey)?.wallet.balance_msat).toBe(
      2_500_000,
    );
    await sandbox.close();
  });

  it('create-wallet --url asks a running sandbox over HTTP', async () => {
    const t = await startTestSandbox();
    const printed = JSON.parse(await run(['create-wallet', '--url', t.baseUrl, '--balance', '10']));
    const wallet = await t.api('GET', '/api/v1/wallet', { key: printed.inkey });
    expect(wallet.body.balance).toBe(10_000);
    await t.close();
  });
});

// src/api/webpush.ts against a real sandbox over HTTP: the key read from the page it serves, a
// subscription registered by user id, a payment pushed to the test push service (which checks
// the VAPID signature against that key and decrypts), and removal, endpoints with awkward
// characters included.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWebPushPublicKey, subscribeWebPush, unsubscribeWebPush } from '@/api/webpush';
import { startTestSandbox } from '../sandbox/test/harness.ts';
import type { TestSandbox } from '../sandbox/test/harness.ts';
import { startPushReceiver } from '../testing/push-receiver.ts';

let t: TestSandbox;
let dist: string;
let account: { id: string; user: string; inkey: string };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'pocketbits-webpush-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>\n<html>\n  <body></body>\n</html>\n');
  t = await startTestSandbox({ staticDir: dist });
  account = (await t.api('POST', '/api/v1/account', { body: { name: 'Ada' } })).body;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('Web Push through src/api/webpush.ts', () => {
  it('subscribes with the key from the page, and the push arrives signed by it', async () => {
    const target = { serverUrl: t.baseUrl };
    const key = await getWebPushPublicKey(target);
    expect(key).toBe(t.sandbox.context.webPush!.keys.publicKey);

    const receiver = await startPushReceiver({ vapidPublicKey: key! });
    try {
      const saved = await subscribeWebPush(target, { userId: account.user }, receiver.subscription);
      expect(saved).toMatchObject({
        endpoint: receiver.subscription.endpoint,
        user: account.user,
        data: JSON.stringify(receiver.subscription),
      });

      const payer = await t.newWallet('Payer', 1000);
      const invoice = await t.invoice(account as never, 21, 'tea');
      await t.api('POST', '/api/v1/payments', {
        key: payer.adminkey,
        body: { out: true, bolt11: invoice.bolt11 },
      });
      const [push] = await receiver.waitForPushes(1);
      expect(push!.vapid.ok).toBe(true);
      expect(JSON.parse(push!.plaintext!)).toEqual({
        title: 'LNbits: Ada',
        body: 'You just received 21 sats!\r\ntea',
        url: `https://${new URL(t.baseUrl).host}/wallet?usr=${account.user}&wal=${account.id}`,
      });

      const credential = { userId: account.user };
      const endpoint = receiver.subscription.endpoint;
      expect(await unsubscribeWebPush(target, credential, endpoint)).toBe(1);
      expect(await unsubscribeWebPush(target, credential, endpoint)).toBe(0);
    } finally {
      await receiver.close();
    }
  });

  it('removes endpoints whose base64 has "+" or "/", or that hold a "%"', async () => {
    const target = { serverUrl: t.baseUrl };
    const credential = { userId: account.user };
    const keys = { p256dh: 'p', auth: 'a' };
    for (const endpoint of [
      'https://push.example/~~~', // base64 "…fn5+"
      'https://push.example/???', // base64 "…Pz8/"
      'https://push.example/a%20b',
    ]) {
      await subscribeWebPush(target, credential, { endpoint, keys });
      expect(await unsubscribeWebPush(target, credential, endpoint), endpoint).toBe(1);
    }
  });
});

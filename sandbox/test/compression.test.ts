import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

/** A raw GET, so the test sees the bytes on the wire (fetch would decompress them). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(t.baseUrl + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed JSON answers', () => {
  it('gzips a large JSON answer for a client that accepts it, and only then', async () => {
    const wallet = await t.newWallet('Compression', 50_000);
    for (let i = 0; i < 20; i++) {
      await t.invoice(wallet, 10 + i, `compressible memo ${i}`);
    }
    const path = '/api/v1/payments?limit=50';
    const zipped = await rawGet(path, { 'X-Api-Key': wallet.inkey, 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const payments = JSON.parse(gunzipSync(zipped.body).toString()) as unknown[];
    expect(payments.length).toBeGreaterThanOrEqual(20);

    const plain = await rawGet(path, { 'X-Api-Key': wallet.inkey });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(payments);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('leaves small answers alone', async () => {
    const wallet = await t.newWallet('Small', 1);
    const small = await rawGet('/api/v1/wallet', {
      'X-Api-Key': wallet.inkey,
      'accept-encoding': 'gzip',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ balance: 1000 });
  });
});

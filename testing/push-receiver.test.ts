// The test push receiver must refuse what a real push service refuses, or the tests that lean on
// it would pass on a server that signs or encrypts wrongly. Pushes here are made with the
// `web-push` package, by hand, and then spoilt one way at a time.
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPushReceiver, type PushReceiver } from './push-receiver.ts';

const server = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:test@example.com';

let receiver: PushReceiver;
beforeEach(async () => {
  receiver = await startPushReceiver({ vapidPublicKey: server.publicKey });
});
afterEach(() => receiver.close());

/** A push made with web-push, its headers changed by `spoil` before it is sent. */
async function send(
  payload: string,
  options: {
    keys?: { publicKey: string; privateKey: string };
    spoil?: (headers: Record<string, string>) => void;
    subscription?: webpush.PushSubscription;
  } = {},
): Promise<number> {
  const details = webpush.generateRequestDetails(
    options.subscription ?? receiver.subscription,
    payload,
    {
      vapidDetails: { subject: SUBJECT, ...(options.keys ?? server) },
      TTL: 0,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name !== 'Content-Length')
      .map(([name, value]) => [name, String(value)]),
  );
  options.spoil?.(headers);
  const response = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(details.body),
  });
  return response.status;
}

describe('the test push receiver', () => {
  it('accepts a well-made push and decrypts it as the browser would', async () => {
    expect(await send('{"title": "hello ☕"}')).toBe(201);
    const [push] = receiver.pushes;
    expect(push!.vapid).toMatchObject({
      ok: true,
      publicKey: server.publicKey,
      claims: { aud: receiver.origin, sub: SUBJECT },
    });
    expect(push!.plaintext).toBe('{"title": "hello ☕"}');
    expect(receiver.subscription.endpoint.startsWith(`${receiver.origin}/push/`)).toBe(true);
  });

  it('refuses a token signed by another key than the one in k', async () => {
    const other = webpush.generateVAPIDKeys();
    const status = await send('x', {
      keys: other,
      spoil: (headers) => {
        headers.Authorization = headers.Authorization!.replace(/k=\S+$/, `k=${server.publicKey}`);
      },
    });
    expect(status).toBe(403);
    expect(receiver.pushes[0]!.vapid).toEqual({
      ok: false,
      problem: 'the signature does not match k',
    });
  });

  it('refuses a push signed by a key other than the server it expects', async () => {
    expect(await send('x', { keys: webpush.generateVAPIDKeys() })).toBe(403);
    expect(receiver.pushes[0]!.vapid.ok).toBe(false);
  });

  it('refuses a token for another audience, or expired', async () => {
    const header = (audience: string, expiration?: number) =>
      webpush.getVapidHeaders(
        audience,
        SUBJECT,
        server.publicKey,
        server.privateKey,
        'aes128gcm',
        expiration,
      ).Authorization;
    const otherAudience = header('https://push.example');
    expect(await send('x', { spoil: (h) => void (h.Authorization = otherAudience) })).toBe(403);
    const expired = header(receiver.origin, Math.floor(Date.now() / 1000) - 60);
    expect(await send('x', { spoil: (h) => void (h.Authorization = expired) })).toBe(403);
    expect(await send('x', { spoil: (h) => void delete h.Authorization })).toBe(403);
    expect(receiver.pushes.map((push) => push.vapid.ok)).toEqual([false, false, false]);
    expect(receiver.pushes[0]!.vapid).toMatchObject({ problem: /^aud https:\/\/push.example/ });
    expect(receiver.pushes[1]!.vapid).toMatchObject({ problem: /is not in the future$/ });
  });

  it('cannot decrypt a body encrypted for another subscription', async () => {
    const other = await startPushReceiver();
    try {
      await send('secret', {
        subscription: { ...other.subscription, endpoint: receiver.subscription.endpoint },
      });
      expect(receiver.pushes[0]!.plaintext).toBeUndefined();
      expect(receiver.pushes[0]!.decryptProblem).toBeDefined();
    } finally {
      await other.close();
    }
  });

  it('answers as it is told to, so a server can be told the subscription is gone', async () => {
    receiver.answerWith(410);
    expect(await send('x')).toBe(410);
    receiver.answerWith(404);
    expect(await send('x')).toBe(404);
    expect(receiver.pushes.map((push) => push.status)).toEqual([410, 404]);
  });
});

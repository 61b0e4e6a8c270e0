// A stand-in for a browser vendor's push service (Mozilla autopush, Google FCM, Apple), for tests:
// an HTTP server on 127.0.0.1 holding what a browser keeps for one push subscription — a P-256 key
// pair and a 16-byte auth secret. A server under test is given `subscription` (what a page's
// `JSON.stringify(PushSubscription)` gives) and POSTs its pushes to the endpoint; each one is
// recorded, its VAPID header checked as a push service checks it (RFC 8292) and its body
// decrypted as the browser would (RFC 8291, aes128gcm), so a test reads the very JSON a service
// worker's `push` event would get.
//
// The crypto is libraries': http_ece (web-push-libs' RFC 8188 implementation, which the `web-push`
// package encrypts with) decrypts; node:crypto makes the key pair and checks the ES256 signature.
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** What a browser's `JSON.stringify(PushSubscription)` gives. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  [claim: string]: unknown;
}

/** The VAPID check of one push: the sender's key and claims, or what was wrong. */
export type VapidResult =
  { ok: true; publicKey: string; claims: VapidClaims } | { ok: false; problem: string };

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as it came, encrypted. */
  body: Buffer;
  vapid: VapidResult;
  /** The decrypted body, or undefined when it could not be decrypted (see `decryptProblem`). */
  plaintext?: string;
  decryptProblem?: string;
  /** The status this receiver answered. */
  status: number;
}

export interface PushReceiver {
  /** `http://127.0.0.1:<port>`: the `aud` a VAPID token for this service must name. */
  origin: string;
  subscription: PushSubscriptionJson;
  /** Every push received so far, in order. */
  pushes: readonly ReceivedPush[];
  /** How to answer the pushes that follow: 201 (delivered), 404 or 410 (subscription gone)… */
  answerWith(status: number): void;
  /** Resolves once `count` pushes in all have been received. */
  waitForPushes(count: number): Promise<readonly ReceivedPush[]>;
  close(): Promise<void>;
}

export interface PushReceiverOptions {
  /** The VAPID public key (base64url, uncompressed point) every push must be signed with. */
  vapidPublicKey?: string;
}

/** Largest body accepted: a 4096-byte record and its header, as push services limit it. */
const MAX_BODY_BYTES = 4096 + 86;
/** RFC 8292 §2: an `exp` more than 24 hours ahead is refused. */
const MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/** The `t` and `k` parameters of `Authorization: vapid t=…, k=…` (commas, optional spaces). */
function vapidParameters(header: string | undefined): { t?: string; k?: string } | undefined {
  const match = /^vapid\s+(.*)$/i.exec(header ?? '');
  if (!match) {
    return undefined;
  }
  const parameters: Record<string, string> = {};
  for (const part of match[1]!.split(',')) {
    const [name, ...value] = part.trim().split('=');
    if (name) {
      parameters[name.toLowerCase()] = value.join('=');
    }
  }
  return parameters;
}

/** RFC 8292: an ES256 JWT for this origin, unexpired, signed by the key in `k`. */
export function checkVapid(
  authorization: string | undefined,
  origin: string,
  expectedPublicKey?: string,
): VapidResult {
  const parameters = vapidParameters(authorization);
  if (!parameters?.t || !parameters.k) {
    return { ok: false, problem: `not a "vapid t=…, k=…" header: ${authorization ?? '(none)'}` };
  }
  const { t: token, k: publicKey } = parameters;
  if (expectedPublicKey !== undefined && publicKey !== expectedPublicKey) {
    return { ok: false, problem: `signed by ${publicKey}, not by ${expectedPublicKey}` };
  }
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) {
    return { ok: false, problem: 'k is not an uncompressed P-256 point' };
  }
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) {
    return { ok: false, problem: 't is not a JWS in compact form' };
  }
  let claims: VapidClaims;
  try {
    const { alg } = decodeJson(header) as { alg?: unknown };
    if (alg !== 'ES256') {
      return { ok: false, problem: `alg ${String(alg)}, not ES256` };
    }
    claims = decodeJson(payload) as VapidClaims;
  } catch {
    return { ok: false, problem: 'the JWT header or claims are not JSON' };
  }
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) {
    return { ok: false, problem: 'the signature does not match k' };
  }
  const nowSeconds = Date.now() / 1000;
  if (claims.aud !== origin) {
    return { ok: false, problem: `aud ${String(claims.aud)}, not ${origin}` };
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) {
    return { ok: false, problem: `exp ${String(claims.exp)} is not in the future` };
  }
  if (claims.exp > nowSeconds + MAX_TOKEN_LIFETIME_SECONDS) {
    return { ok: false, problem: `exp ${claims.exp} is more than 24 hours ahead` };
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    return { ok: false, problem: `sub ${String(claims.sub)} is not a mailto: or https: URI` };
  }
  return { ok: true, publicKey, claims };
}

/** Starts a receiver on a free loopback port with a fresh subscription. */
export async function startPushReceiver(options: PushReceiverOptions = {}): Promise<PushReceiver> {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/push/${randomUUID()}`;
  const pushes: ReceivedPush[] = [];
  const waiters: { count: number; resolve: (pushes: readonly ReceivedPush[]) => void }[] = [];
  let answer = 201;
  let origin = '';

  const record = (push: ReceivedPush) => {
    pushes.push(push);
    for (const waiter of waiters.filter((w) => pushes.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(pushes);
    }
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
      }
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const vapid = checkVapid(request.headers.authorization, origin, options.vapidPublicKey);
      const push: ReceivedPush = {
        path: request.url ?? '',
        headers: request.headers,
        body,
        vapid,
        status: answer,
      };
      if (request.method !== 'POST' || request.url !== path) {
        push.status = 404;
      } else if (size > MAX_BODY_BYTES) {
        push.status = 413;
      } else if (!vapid.ok) {
        push.status = 403;
      }
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        push.decryptProblem = `content-encoding ${request.headers['content-encoding'] ?? '(none)'}`;
      } else {
        try {
          push.plaintext = ece
            .decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret })
            .toString('utf8');
        } catch (error) {
          push.decryptProblem = (error as Error).message;
        }
      }
      record(push);
      response.writeHead(push.status, { 'content-type': 'text/plain' });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscription: {
      endpoint: origin + path,
      expirationTime: null,
      keys: {
        p256dh: keys.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
    pushes,
    answerWith(status) {
      answer = status;
    },
    waitForPushes(count) {
      if (pushes.length >= count) {
        return Promise.resolve(pushes);
      }
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

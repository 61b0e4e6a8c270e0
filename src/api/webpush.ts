// Web Push with an LNbits 1.5.1 server (lnbits/core/views/webpush_api.py): the server's VAPID key
// from the public settings its pages carry, and the browser's push subscription registered for
// an account or removed. The server then pushes `{"title", "body", "url"}` for every payment that
// settles in any wallet of the account, both ways ("You just received -21 sat!" for one paid out).
//
// Subscriptions belong to an account, not a wallet: the calls take an access token, or the user
// id of a wallet link (sent in a POST body to `/api/v1/auth/usr`, never in a URL), never a key.
import { z } from 'zod/mini';
import { base64 } from '@scure/base';
import { AccessTokenSchema } from './account';
import { request } from './http';
import { getPublicSettings, invalidSettings } from './public-settings';
import type { ApiTarget, CallOptions } from './http';

/** Who the subscription is for: an account's access token, or the user id that buys one. */
export type AccountCredential = { accessToken: string } | { userId: string };

/** What a browser's `PushSubscription.toJSON()` gives (the fields LNbits needs). */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** LNbits' record of a subscription; `data` is the subscription JSON as it was sent. */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.string(),
  user: z.string(),
  data: z.string(),
  host: z.string(),
  timestamp: z.string(),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

const DeletedSchema = z.object({ count: z.int() });

/** The public settings, as far as Web Push goes: a key, or null where the server has none. */
const PublicSettingsSchema = z.object({ webpushPubkey: z.optional(z.nullable(z.string())) });

/** An uncompressed P-256 point in base64url without padding, as LNbits writes `webpushPubkey`. */
function isVapidPublicKey(key: string): boolean {
  if (!/^[A-Za-z0-9_-]{87}$/.test(key)) {
    return false;
  }
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/') + '=');
  return binary.length === 65 && binary.charCodeAt(0) === 0x04;
}

/**
 * The server's VAPID public key (base64url, for `pushManager.subscribe`'s
 * `applicationServerKey`), read from the public settings in the HTML of its home page; null when
 * the page carries none (not LNbits, or an LNbits without Web Push).
 */
export async function getWebPushPublicKey(
  target: ApiTarget,
  options: CallOptions = {},
): Promise<string | null> {
  const found = await getPublicSettings(target, options);
  if (!found) {
    return null;
  }
  const settings = PublicSettingsSchema.safeParse(found);
  if (!settings.success) {
    throw invalidSettings('the public settings are not the JSON LNbits writes');
  }
  const key = settings.data.webpushPubkey ?? null;
  if (key !== null && !isVapidPublicKey(key)) {
    throw invalidSettings('webpushPubkey is not a P-256 public key');
  }
  return key;
}

async function accessTokenOf(
  target: ApiTarget,
  credential: AccountCredential,
  options?: CallOptions,
): Promise<string> {
  if ('accessToken' in credential) {
    return credential.accessToken;
  }
  const login = await request(
    target,
    {
      method: 'POST',
      path: '/api/v1/auth/usr',
      body: { usr: credential.userId },
      secrets: [credential.userId],
      schema: AccessTokenSchema,
    },
    options,
  );
  return login.access_token;
}

/**
 * Registers the browser's subscription for the account (201; an endpoint already registered
 * answers the record it has, with the keys it had).
 */
export async function subscribeWebPush(
  target: ApiTarget,
  credential: AccountCredential,
  subscription: PushSubscriptionJson,
  options?: CallOptions,
): Promise<WebPushSubscription> {
  const accessToken = await accessTokenOf(target, credential, options);
  return request(
    target,
    {
      method: 'POST',
      path: '/api/v1/webpush',
      // LNbits takes the subscription as a string of JSON, and keeps it as it is.
      body: { subscription: JSON.stringify(subscription) },
      accessToken,
      secrets: 'userId' in credential ? [credential.userId] : [],
      schema: WebPushSubscriptionSchema,
    },
    options,
  );
}

/**
 * Removes the account's subscription to `endpoint`: how many went (0 when there was none).
 * LNbits reads the parameter as base64 and then percent-decodes what it finds, so a `%` in the
 * endpoint is sent as `%25` to come out as itself.
 */
export async function unsubscribeWebPush(
  target: ApiTarget,
  credential: AccountCredential,
  endpoint: string,
  options?: CallOptions,
): Promise<number> {
  const accessToken = await accessTokenOf(target, credential, options);
  const encoded = base64.encode(new TextEncoder().encode(endpoint.replaceAll('%', '%25')));
  const { count } = await request(
    target,
    {
      method: 'DELETE',
      path: '/api/v1/webpush',
      // URLSearchParams escapes the `+`, `/` and `=` of base64 (LNbits' own page does not, and
      // a `+` then arrives as a space).
      query: { endpoint: encoded },
      accessToken,
      secrets: 'userId' in credential ? [credential.userId] : [],
      schema: DeletedSchema,
    },
    options,
  );
  return count;
}

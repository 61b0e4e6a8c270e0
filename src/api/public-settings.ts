// The public settings LNbits 1.5.1 writes into every page it renders (lnbits/settings.py
// `PublicSettings.from_settings`; templates/base.html: `const SETTINGS = {…}` on a line of its own),
// read from the server's home page without a key. The sandbox writes the same line into the app
// page it serves (sandbox/public-settings.ts), so one reader works on both. The app reads the
// Web Push key (api/webpush.ts) and the service fee (here) from them.
import { z } from 'zod/mini';
import { ApiError, buildUrl, startDeadline } from './http';
import type { ApiTarget, CallOptions } from './http';
import type { ServiceFee } from '@/lib/send-cost';

/** `const SETTINGS = {…}` on a line of its own. */
const SETTINGS_LINE = /^\s*const SETTINGS = (\{.*\})\s*$/m;

/**
 * The settings object in the HTML of the server's home page; null when the page carries none (not
 * LNbits, or an LNbits that writes no settings). Throws ApiError when the server can't be read.
 */
export async function getPublicSettings(
  target: ApiTarget,
  options: CallOptions = {},
): Promise<Record<string, unknown> | null> {
  const url = buildUrl(target.serverUrl, '/');
  const deadline = startDeadline(options);
  let response: Response;
  let html: string;
  try {
    response = await fetch(url, {
      headers: { Accept: 'text/html' },
      signal: deadline.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    html = await response.text();
  } catch (cause) {
    if (deadline.timedOut()) {
      throw new ApiError({
        kind: 'timeout',
        status: 0,
        detail: 'The server did not answer in time.',
        cause,
      });
    }
    deadline.rethrowIfCancelled(cause);
    throw new ApiError({
      kind: 'network',
      status: 0,
      detail: 'Could not reach the server (network failure or blocked by CORS).',
      cause,
    });
  } finally {
    deadline.done();
  }
  if (!response.ok) {
    throw new ApiError({
      kind: 'http',
      status: response.status,
      detail: `HTTP ${response.status}`,
    });
  }
  const line = SETTINGS_LINE.exec(html);
  if (!line) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(line[1]!);
  } catch (cause) {
    throw invalidSettings('the public settings are not the JSON LNbits writes', cause);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidSettings('the public settings are not the JSON LNbits writes');
  }
  return parsed as Record<string, unknown>;
}

export function invalidSettings(issue: string, cause?: unknown): ApiError {
  return new ApiError({
    kind: 'invalid-response',
    status: 200,
    detail: `The server did not answer like LNbits (${issue}).`,
    issue,
    cause,
  });
}

const ServiceFeeSettingsSchema = z.object({
  serviceFee: z.optional(z.nullable(z.number())),
  serviceFeeMax: z.optional(z.nullable(z.number())),
  serviceFeeWallet: z.optional(z.nullable(z.string())),
});

/**
 * LNbits' service fee on outgoing payments, or null when it charges none: `service_fee` in
 * core/services/payments.py charges only when `lnbits_service_fee_wallet` is set, and then
 * `serviceFee` percent capped at `serviceFeeMax` sats (0: no cap). Settings it can't read count as
 * no fee: a fee the server does charge then shows in the payment's own fee once it is made.
 */
export function readServiceFee(settings: Record<string, unknown> | null): ServiceFee | null {
  const parsed = ServiceFeeSettingsSchema.safeParse(settings ?? {});
  if (!parsed.success) {
    return null;
  }
  const { serviceFee, serviceFeeMax, serviceFeeWallet } = parsed.data;
  if (!serviceFeeWallet || serviceFee == null || !(serviceFee > 0)) {
    return null;
  }
  return { percent: serviceFee, maxSat: Math.max(0, Math.trunc(serviceFeeMax ?? 0)) };
}

/** The service fee this server charges on a payment, from its public settings. */
export async function getServiceFee(
  target: ApiTarget,
  options?: CallOptions,
): Promise<ServiceFee | null> {
  return readServiceFee(await getPublicSettings(target, options));
}

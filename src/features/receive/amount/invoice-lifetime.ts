// Kept apart from invoice-state: the BOLT-11 codec it needs loads with the shown invoice, not
// with the empty form.
import { decodeBolt11Unverified } from '@/lib/bolt11-decode';

/**
 * How long an invoice is payable, in seconds, read from the invoice itself (its `x` tag);
 * `fallbackSeconds` when it cannot be decoded. The countdown runs this long from the moment the
 * invoice was requested, on the device's own clock: comparing the invoice's timestamp with a
 * device clock that is a few minutes off would show a fresh invoice as expired (and the `expiry`
 * LNbits returns at creation is a naive server-local time anyway, pitfall 5).
 */
export function invoiceLifetimeSeconds(bolt11: string, fallbackSeconds: number): number {
  try {
    const decoded = decodeBolt11Unverified(bolt11);
    return decoded.expiresAt - decoded.timestamp;
  } catch {
    return fallbackSeconds;
  }
}

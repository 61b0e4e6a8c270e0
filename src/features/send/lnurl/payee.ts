// Whom an LNURL payment goes to, as every step and the record of it say (PayeeCard shows it).
import type { PayRequest } from '@/lib/lnurl/responses';
import type { LnurlTarget } from '@/lib/lnurl-target';
import type { PayeeNote } from '../pending-payment';

/**
 * Whom the payment goes to, in the words a person recognises: the Lightning address; else an
 * identifier the service gives that is on its own host (one on another host could be anyone's
 * name, so it is only shown under Details); else the service's host.
 */
export function payeeOf(target: LnurlTarget, request: PayRequest): PayeeNote & { who: string } {
  const { metadata } = request;
  const host = (value: string | undefined) => value?.split('@')[1]?.toLowerCase();
  const declared = metadata.identifier ?? metadata.email;
  const own = declared && host(declared) === target.domain.toLowerCase() ? declared : undefined;
  const address = target.address ?? own;
  const name = metadata.text.trim() === '' ? undefined : metadata.text.trim().slice(0, 1_000);
  return {
    who: address ?? target.domain,
    ...(address ? { address } : {}),
    domain: target.domain,
    ...(name ? { name } : {}),
  };
}

import { useLingui } from '@lingui/react/macro';
import { appOrigin } from '@/api/app-origin';
import type { ApiTarget } from '@/api/http';
import type { PayeePlace } from '@/lib/send-cost';
import { serverHost } from '@/lib/server-url';
import { sanitizeText } from '@/lib/text';

/**
 * The line under "Pay an invoice", as the address review has the server under the address. An
 * invoice names no person, and its node is a key nobody reads: an invoice the wallet's own server
 * issued is from a wallet there (the server answered for its hash, `useInvoicePlace`); any other
 * says what its own description says, or nothing (then no line at all: null).
 */
export function useInvoiceSubtitle(
  server: ApiTarget,
  place: PayeePlace,
  description: string | undefined,
): string | null {
  const { t } = useLingui();
  if (place === 'same-server') {
    const host = serverHost(server.serverUrl, appOrigin());
    return t`From a wallet on ${host}`;
  }
  const note = sanitizeText(description ?? '', 200, { singleLine: true });
  return note === '' ? null : note;
}

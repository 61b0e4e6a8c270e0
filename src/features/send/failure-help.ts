// Which action can help after a payment that did not go through (docs/design.md, "Outcomes": Try
// again only when trying again can work). Pure.
import { isApiError } from '@/api/http';
import { LnurlError } from '@/lib/lnurl/errors';
import { PaymentFailedError } from './payment-outcome';

/**
 * - `retry`: the same payment may go through later (a route that failed, a connection lost, a
 *   service that refused for now, a limit on time between payments);
 * - `change-amount`: the amount is the problem (the balance, the reserve, a server cap): a smaller
 *   one may work, where the amount can be chosen;
 * - `none`: nothing the payer does here changes it (a server that only pays its own invoices, an
 *   invoice paid or expired, a service that sent a wrong invoice): Done, and maybe another way.
 */
export type FailureHelp = 'retry' | 'change-amount' | 'none';

/** LNbits' refusals that no second try changes (core/services/payments.py). */
const FINAL =
  /^(Payment failed: Only internal invoices|Only incoming payments allowed|(Internal invoice|Payment) already paid|Failed payment was already paid|Payment is failed node, retrying is not possible|Invoice expired|Hold invoices are not supported|Amountless invoices not supported|Bolt11 decoding failed|Missing BOLT11 invoice|Invalid invoice\. Bolt11 changed|Wallet does not have permission|Daily withdrawal limit|Not allowed to contact|Callback not allowed|Invalid Lightning address)/i;
/** Refusals about the amount. */
const AMOUNT =
  /^(Insufficient balance|You must reserve at least|Invoice amount \d+ sats is too high|Amount \d+ not in range)/i;

export function failureHelp(error: unknown): FailureHelp {
  if (error instanceof PaymentFailedError) {
    // The route failed: another attempt finds another route, or the same one free.
    return 'retry';
  }
  // api/lnurl's LnurlDirectError, known by name: importing it would load the LNURL checks into
  // the invoice path.
  if (error instanceof Error && error.name === 'LnurlDirectError') {
    return 'retry';
  }
  if (error instanceof LnurlError) {
    // The service refused (it may accept later); anything else it sent was wrong, and would be
    // wrong again.
    return error.code === 'service-error' ? 'retry' : 'none';
  }
  if (isApiError(error)) {
    if (error.kind !== 'http') {
      return 'retry';
    }
    if (AMOUNT.test(error.detail)) {
      return 'change-amount';
    }
    if (FINAL.test(error.detail)) {
      return 'none';
    }
    return 'retry';
  }
  return 'retry';
}

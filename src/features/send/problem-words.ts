// The words a failed payment's outcome says (PaymentOutcomes' FailureWords): apart from the
// components, so the screens' module exports components only.
import { isApiError } from '@/api/http';
import { describeError } from '@/components/describe-error';
import { describeFailedPayment } from './payment-failure';

/** Why, as a failure outcome says it: a lead line, a sentence, the original text under Details. */
export interface ProblemWords {
  /** A line naming what went wrong, when the headline doesn't say it already. */
  lead?: string;
  message: string;
  details?: string;
  /** The sentence's test id: `lnurl-error` for what an LNURL service did. */
  testId?: string;
}

/**
 * The words for a failure: this feature's own, else the shared presenter's. A payment LNbits
 * refused (520) needs no lead: the headline is Failed, and the sentence says why.
 */
export function readProblem(error: unknown): ProblemWords {
  const own = describeFailedPayment(error);
  if (own) {
    return { message: own.message };
  }
  const { title, message, details } = describeError(error);
  const refusal = isApiError(error) && error.kind === 'http' && error.status === 520;
  return { ...(refusal ? {} : { lead: title }), message, ...(details ? { details } : {}) };
}

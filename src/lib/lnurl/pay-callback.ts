/**
 * The pay callback's answer (LUD-06 step 6, with LUD-09 successAction, LUD-11 disposable and
 * LUD-21 verify): the invoice to check before paying. Pure TypeScript.
 */
import { z } from 'zod/mini';
import { responseError, throwIfServiceError } from './responses';
import { parseSuccessAction, type SuccessAction } from './success-action';
import { isAllowedLnurlUrl } from './urls';

export interface PayCallbackResponse {
  /** The BOLT 11 invoice, not yet checked: run `checkPayInvoice` before paying. */
  pr: string;
  successAction: SuccessAction | null;
  /** LUD-11: absent or null means true (do not keep the LNURL). */
  disposable: boolean;
  /** LUD-21, kept only when it passes `isAllowedLnurlUrl`. */
  verify?: string;
}

const PayCallbackSchema = z.object({
  pr: z.string(),
  routes: z.optional(z.unknown()),
  successAction: z.optional(z.unknown()),
  disposable: z.optional(z.nullable(z.boolean())),
  verify: z.optional(z.nullable(z.string())),
});

/**
 * Validates the pay callback's answer (docs/lightning-protocols.md, LNURL-pay C and D). `routes` is legacy and ignored. Throws
 * `LnurlError` (`service-error`, `response`, `success-action`, `success-action-unsupported`).
 */
export function parsePayCallbackResponse(raw: unknown, callbackUrl: string): PayCallbackResponse {
  throwIfServiceError(raw);
  const parsed = PayCallbackSchema.safeParse(raw);
  if (!parsed.success || parsed.data.pr.trim() === '') {
    throw responseError('answer (no invoice)');
  }
  const result: PayCallbackResponse = {
    pr: parsed.data.pr.trim(),
    successAction: parseSuccessAction(parsed.data.successAction, callbackUrl),
    disposable: parsed.data.disposable !== false,
  };
  if (parsed.data.verify != null && isAllowedLnurlUrl(parsed.data.verify)) {
    result.verify = parsed.data.verify;
  }
  return result;
}

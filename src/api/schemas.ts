// Wire models shared by several service areas (LNbits 1.x JSON, docs/lnbits-behaviour.md, "The Payment model").
// Objects strip unknown keys, so new server fields never break parsing.
import { z } from 'zod/mini';
import { sanitizeText } from '@/lib/text';

export const PaymentStatusSchema = z.enum(['pending', 'success', 'failed']);

const nullableString = z.optional(z.nullable(z.string()));

/** The Payment model. `amount` and `fee` are signed msat integers (outgoing < 0, fee ≤ 0). */
export const PaymentSchema = z.object({
  checking_id: z.string(),
  payment_hash: z.string(),
  wallet_id: z.string(),
  /** msat, signed: positive incoming, negative outgoing. */
  amount: z.int(),
  /** msat, stored as -abs(fee), so ≤ 0. */
  fee: z.int(),
  bolt11: z.string(),
  payment_request: nullableString,
  fiat_provider: nullableString,
  status: PaymentStatusSchema,
  /**
   * Text from whoever wrote the invoice, made inert here, once, for every screen that shows it
   * (History, Home, the payment detail, the CSV): no control, bidi or invisible characters.
   */
  memo: z.pipe(
    nullableString,
    z.transform((memo) => (typeof memo === 'string' ? sanitizeText(memo) : memo)),
  ),
  /** ISO datetime; naive (no offset) in create/pay responses, `+00:00` when read back. */
  expiry: nullableString,
  webhook: nullableString,
  webhook_status: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  /** Not proof of payment: FakeWallet knows it before the invoice is paid. */
  preimage: nullableString,
  tag: nullableString,
  extension: nullableString,
  /** ISO datetime of creation. */
  time: z.string(),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  labels: z._default(z.array(z.string()), []),
  extra: z._default(z.record(z.string(), z.unknown()), {}),
});
export type Payment = z.infer<typeof PaymentSchema>;

// What the invoice part of Send shows, from the payment's state and what is known about the
// invoice. Pure: the component renders the union this returns and decides nothing itself.
import { t } from '@lingui/core/macro';
import { formatSatWithUnit, msatToSatCeil } from '@/lib/amount';
import { Bolt11Error, decodeBolt11 } from '@/lib/bolt11';
import type { DecodedBolt11 } from '@/lib/bolt11';
import type { ConfirmReason, PaymentState } from './payment-machine';
import type { PaidDetails } from './payment-outcome';
import type { InvoiceRecord } from './pending-payment';
import { assessInvoice } from './invoice-assessment';
import { describeBolt11Problem } from './input/input-problems';
import type { PriorPayment, ServerCheck } from './useInvoiceChecks';
import type { CostContext } from '@/lib/send-cost';

export type Decoded =
  { kind: 'empty' } | { kind: 'invalid'; message: string } | { kind: 'ok'; invoice: DecodedBolt11 };

export function decodeInvoiceText(text: string): Decoded {
  if (text.trim() === '') {
    return { kind: 'empty' };
  }
  try {
    return { kind: 'ok', invoice: decodeBolt11(text) };
  } catch (error) {
    return {
      kind: 'invalid',
      message: describeBolt11Problem(error instanceof Bolt11Error ? error.code : null),
    };
  }
}

/** The invoice a pay request is out for, or being confirmed: the screen shows it, whatever the field says. */
export function invoiceInFlight(state: PaymentState): InvoiceRecord | null {
  return (state.phase === 'paying' || state.phase === 'confirming') &&
    state.record.kind === 'invoice'
    ? state.record
    : null;
}

export interface InvoiceChecks {
  /** The invoice in flight when there is one, else the field's text, decoded. */
  decoded: Decoded;
  balance: { msat?: number; pending: boolean; error?: unknown };
  server: ServerCheck;
  prior: PriorPayment;
  nowSeconds: number;
  /** Where the invoice is paid and the server's service fee (lib/send-cost). */
  cost?: CostContext;
}

export type InvoiceAction =
  | { kind: 'pay'; label: string; enabled: boolean }
  | { kind: 'paying' }
  | { kind: 'confirming'; reason: ConfirmReason; lastError?: unknown };

export type InvoiceView =
  | { kind: 'nothing' }
  | { kind: 'invalid'; message: string }
  | { kind: 'paid'; record: InvoiceRecord; details?: PaidDetails; earlier: boolean }
  | {
      kind: 'invoice';
      invoice: DecodedBolt11;
      /** The last attempt sent nothing. */
      outcome: { kind: 'failed'; error: unknown } | { kind: 'not-sent' } | null;
      /** Reasons it can't be paid from here. */
      problems: string[];
      /** This wallet already paid it, or is paying it: nothing to press. */
      prior: 'paid' | 'pending' | null;
      balanceError?: unknown;
      /** What is worth knowing before paying; only while it can be paid. */
      notes: { warnings: string[]; serverUnreachable: boolean; priorUnknown: boolean } | null;
      action: InvoiceAction | null;
    };

export function invoiceView(state: PaymentState, checks: InvoiceChecks): InvoiceView {
  if (state.phase === 'paid') {
    return { kind: 'paid', record: state.record, details: state.details, earlier: state.earlier };
  }
  const { decoded } = checks;
  if (decoded.kind === 'empty') {
    return { kind: 'nothing' };
  }
  if (decoded.kind === 'invalid') {
    return { kind: 'invalid', message: decoded.message };
  }
  const { invoice } = decoded;
  const outcome =
    state.phase === 'failed'
      ? { kind: 'failed' as const, error: state.error }
      : state.phase === 'not-sent'
        ? { kind: 'not-sent' as const }
        : null;

  if (state.phase === 'paying' || state.phase === 'confirming') {
    // Committed: the checks for a new payment no longer apply.
    return {
      kind: 'invoice',
      invoice,
      outcome,
      problems: [],
      prior: null,
      notes: null,
      action:
        state.phase === 'paying'
          ? { kind: 'paying' }
          : { kind: 'confirming', reason: state.reason, lastError: state.lastError },
    };
  }

  const { balance, server, prior } = checks;
  const assessment = assessInvoice({
    invoice,
    balanceMsat: balance.msat,
    nowSeconds: checks.nowSeconds,
    cost: checks.cost,
  });
  const problems = [
    ...assessment.problems.map((p) => p.message),
    ...(server.state === 'rejects' ? [server.message] : []),
  ];
  const blockedBy = prior.kind === 'success' ? 'paid' : prior.kind === 'pending' ? 'pending' : null;
  const waiting = balance.pending || server.state === 'checking' || prior.kind === 'checking';
  const payable = problems.length === 0 && blockedBy === null;
  const amountText =
    assessment.amountMsat !== null ? formatSatWithUnit(msatToSatCeil(assessment.amountMsat)) : null;

  return {
    kind: 'invoice',
    invoice,
    outcome,
    problems,
    prior: blockedBy,
    balanceError: balance.error,
    notes:
      problems.length === 0
        ? {
            warnings: assessment.warnings,
            serverUnreachable: server.state === 'unreachable',
            priorUnknown: prior.kind === 'unknown',
          }
        : null,
    action: payable
      ? {
          kind: 'pay',
          label: waiting ? t`Checking…` : amountText !== null ? t`Pay ${amountText}` : t`Pay`,
          enabled: !waiting && balance.msat !== undefined,
        }
      : null,
  };
}

import { plural, t } from '@lingui/core/macro';
import { useReducer, useState } from 'react';
import { formatSatWithUnit, msatToSatCeil, msatToSatFloor } from '@/lib/amount';
import { amountEntryReducer, emptyEntry, entrySat } from '@/lib/amount-entry';
import { maxSendableSat, sendCost } from '@/lib/send-cost';
import type { CostContext } from '@/lib/send-cost';
import type { SatRange } from '@/lib/lnurl/amounts';
import { rangeProblem } from '@/components/lnurl/lnurl-errors';

/**
 * The amount of an LNURL payment as it is being typed: the keypad's entry, the sats it stands
 * for, what is wrong with it (range, then balance with the most the fees can be), and what "Max"
 * fills in (lib/send-cost: everything the server lets go); and the note.
 */
export function useLnurlAmount({
  range,
  fixed,
  satsPerUnit,
  balanceMsat,
  commentAllowed,
  cost,
  initial,
}: {
  /** An attempt found on record (after a reload): its amount and note fill the form again. */
  initial?: { amountSat: number; comment: string };
  commentAllowed: number;
  /** Where the payment will most likely be paid, and the server's service fee. */
  cost: CostContext;
  range: SatRange;
  fixed: boolean;
  satsPerUnit: number | undefined;
  balanceMsat: number | undefined;
}) {
  const [entry, dispatch] = useReducer(
    amountEntryReducer,
    fixed
      ? { unit: 'sat', text: String(range.minSat) }
      : initial
        ? { unit: 'sat', text: String(initial.amountSat) }
        : emptyEntry,
  );
  const amountSat = fixed ? range.minSat : entrySat(entry, satsPerUnit);
  const balanceSat = balanceMsat !== undefined ? msatToSatFloor(balanceMsat) : undefined;
  const balanceText = balanceSat !== undefined ? formatSatWithUnit(balanceSat) : '';
  // The most the server lets go, within what the service takes.
  const walletMaxSat = balanceMsat !== undefined ? maxSendableSat(balanceMsat, cost) : null;
  const maxSat = walletMaxSat !== null ? Math.min(walletMaxSat, range.maxSat) : null;
  const feesText =
    amountSat !== null && balanceMsat !== undefined
      ? formatSatWithUnit(msatToSatCeil(sendCost(balanceMsat, amountSat * 1_000, cost).maxFeeMsat))
      : '';
  const mostText = formatSatWithUnit(walletMaxSat ?? 0);
  const error =
    rangeProblem(entry.text, amountSat, range, 'send') ??
    (amountSat !== null && balanceSat !== undefined && amountSat > balanceSat
      ? t`Your balance is ${balanceText}.`
      : amountSat !== null && walletMaxSat !== null && amountSat > walletMaxSat
        ? t`With fees of up to ${feesText}, the most you can send is ${mostText}.`
        : null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const commentError =
    comment.length > commentAllowed
      ? plural(commentAllowed, { one: 'At most # character.', other: 'At most # characters.' })
      : null;
  // What Max leaves behind, said when Max is what was filled in (the wallet's limit, not the service's).
  const maxIsWallet = maxSat !== null && walletMaxSat === maxSat && amountSat === maxSat;
  return {
    entry,
    dispatch,
    amountSat,
    error,
    maxSat,
    maxIsWallet,
    comment,
    setComment,
    commentError,
  };
}

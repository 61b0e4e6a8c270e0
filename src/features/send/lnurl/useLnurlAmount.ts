import { plural, t } from '@lingui/core/macro';
import { useReducer, useState } from 'react';
import { formatSatWithUnit, msatToSatFloor } from '@/lib/amount';
import { amountEntryReducer, emptyEntry, entrySat } from '@/lib/amount-entry';
import { maxSendableSat } from '@/lib/fee-reserve';
import type { SatRange } from '@/lib/lnurl/amounts';
import { rangeProblem } from '@/components/lnurl/lnurl-errors';

/**
 * The amount of an LNURL payment as it is being typed: the keypad's entry, the sats it stands
 * for, what is wrong with it (range, then balance), and what "Max" fills in; and the comment.
 */
export function useLnurlAmount({
  range,
  fixed,
  satsPerUnit,
  balanceMsat,
  commentAllowed,
}: {
  commentAllowed: number;
  range: SatRange;
  fixed: boolean;
  satsPerUnit: number | undefined;
  balanceMsat: number | undefined;
}) {
  const [entry, dispatch] = useReducer(
    amountEntryReducer,
    fixed ? { unit: 'sat', text: String(range.minSat) } : emptyEntry,
  );
  const amountSat = fixed ? range.minSat : entrySat(entry, satsPerUnit);
  const balanceSat = balanceMsat !== undefined ? msatToSatFloor(balanceMsat) : undefined;
  const balanceText = balanceSat !== undefined ? formatSatWithUnit(balanceSat) : '';
  const error =
    rangeProblem(entry.text, amountSat, range, 'send') ??
    (amountSat !== null && balanceSat !== undefined && amountSat > balanceSat
      ? t`Your balance is ${balanceText}.`
      : null);
  // Balance less the fee reserve, within what the service takes.
  const maxSat =
    balanceMsat !== undefined ? Math.min(maxSendableSat(balanceMsat), range.maxSat) : null;
  const [comment, setComment] = useState('');
  const commentError =
    comment.length > commentAllowed
      ? plural(commentAllowed, { one: 'At most # character.', other: 'At most # characters.' })
      : null;
  return { entry, dispatch, amountSat, error, maxSat, comment, setComment, commentError };
}

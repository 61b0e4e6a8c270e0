import { Trans, useLingui } from '@lingui/react/macro';
import type { Dispatch } from 'react';
import { AmountKeypad } from '@/components/AmountKeypad';
import { Button } from '@/components/ui/Button';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { formatSatWithUnit, msatToSatCeil, msatToSatFloor, satToMsat } from '@/lib/amount';
import { entrySat } from '@/lib/amount-entry';
import type { AmountEntry, AmountEntryAction } from '@/lib/amount-entry';
import { moveAmountProblem } from '@/lib/move';
import { maxFeeMsat, maxSendableSat } from '@/lib/send-cost';
import { useFiatRate } from '@/session';
import type { WalletConnection } from '@/session';
import type { MoveModel } from './useMove';

const FORM_ID = 'move-amount-form';

/**
 * How much to move, on the keypad Send and Receive use, with Max (everything the sending wallet's
 * server lets go, fees counted: lib/send-cost); Continue at the bottom. Back goes to the choice of
 * wallets.
 */
export function MoveAmountStep({
  move,
  from,
  entry,
  dispatch,
  onBack,
}: {
  move: MoveModel;
  from: WalletConnection;
  entry: AmountEntry;
  dispatch: Dispatch<AmountEntryAction>;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const fiat = useFiatRate(from).data ?? null;
  const balanceMsat = move.fromBalance.data?.balance;
  const amountSat = entrySat(entry, fiat?.rate);
  const maxSat = balanceMsat === undefined ? null : maxSendableSat(balanceMsat, move.cost);
  const problem =
    balanceMsat === undefined ? 'none-typed' : moveAmountProblem(amountSat, balanceMsat, move.cost);
  const balanceText = formatSatWithUnit(msatToSatFloor(balanceMsat ?? 0));
  const feesText = formatSatWithUnit(
    msatToSatCeil(maxFeeMsat(satToMsat(amountSat ?? 0), move.cost)),
  );
  const mostText = formatSatWithUnit(maxSat ?? 0);
  const error =
    problem === 'over-balance'
      ? t`Your balance is ${balanceText}.`
      : problem === 'over-max'
        ? t`With fees of up to ${feesText}, the most you can move is ${mostText}.`
        : null;
  const { from: fromName, to: toName } = move.names;
  return (
    <FlowScreen
      title={t`Move`}
      subtitle={t`From ${fromName} to ${toName}`}
      onBack={onBack}
      action={
        <Button type="submit" form={FORM_ID} className="w-full" disabled={problem !== null}>
          <Trans>Continue</Trans>
        </Button>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (problem === null && amountSat !== null) {
            move.onContinue(amountSat);
          }
        }}
      >
        <AmountKeypad
          entry={entry}
          dispatch={dispatch}
          fiat={fiat}
          maxSat={maxSat}
          error={error}
          hint={balanceMsat === undefined ? null : t`${fromName} holds ${balanceText}`}
        />
      </form>
    </FlowScreen>
  );
}

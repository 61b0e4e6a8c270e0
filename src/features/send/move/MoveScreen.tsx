import { Trans, useLingui } from '@lingui/react/macro';
import { useReducer, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { Notice } from '@/components/ui/Notice';
import { amountEntryReducer } from '@/lib/amount-entry';
import { defaultPair } from '@/lib/move';
import { paths } from '@/lib/paths';
import { useActiveWallet, useWallets } from '@/session';
import type { WalletConnection } from '@/session';
import { MoveAmountStep } from './MoveAmountStep';
import { MoveChoose } from './MoveChoose';
import { inAppPath, startAmountSat, startEntry } from './move-flow';
import { MoveOutcome } from './MoveOutcome';
import { MoveReviewStep } from './MoveReviewStep';
import { useMove } from './useMove';

/**
 * Moving sats between two wallets of this device: which two (unless the address says), then the
 * amount, the review, Move, and the outcome, each a screen of its own. The two wallets stay in
 * the address, so a reload right after Move comes back here and reads the payment back.
 */
export function MoveScreen() {
  const { connections } = useWallets();
  const active = useActiveWallet();
  const [params, setParams] = useSearchParams();
  const named = params.has('from') && params.has('to');
  const [choosing, setChoosing] = useState(!named);
  const pair = defaultPair(
    connections,
    params.get('from') ?? active?.id,
    params.get('to') ?? undefined,
  );
  if (!pair) {
    return <MoveUnavailable />;
  }
  if (choosing) {
    return (
      <MoveChoose
        wallets={connections}
        initial={pair}
        onChoose={(from, to) => {
          setParams({ from: from.id, to: to.id }, { replace: true });
          setChoosing(false);
        }}
      />
    );
  }
  return (
    <MoveFlow
      key={`${pair.from.id}:${pair.to.id}`}
      from={pair.from}
      to={pair.to}
      startSat={startAmountSat(params.get('amount'))}
      then={inAppPath(params.get('then'))}
      onChangeWallets={() => setChoosing(true)}
    />
  );
}

/** `startSat`: the keypad's first amount; `then`: where Continue leads once moved. */
function MoveFlow({
  from,
  to,
  startSat,
  then,
  onChangeWallets,
}: {
  from: WalletConnection;
  to: WalletConnection;
  startSat?: number;
  then: string | null;
  onChangeWallets: () => void;
}) {
  const move = useMove(from, to);
  // Here, so Back from the review finds the amount as it was typed.
  const [entry, dispatch] = useReducer(amountEntryReducer, startEntry(startSat));
  const { phase } = move.payer.state;
  if (phase === 'paying' && move.flow.step === 'review') {
    return <MoveReviewStep move={move} from={from} to={to} />;
  }
  if (phase !== 'idle') {
    return <MoveOutcome move={move} then={then} />;
  }
  if (move.flow.step === 'review') {
    return <MoveReviewStep move={move} from={from} to={to} />;
  }
  return (
    <MoveAmountStep
      move={move}
      from={from}
      entry={entry}
      dispatch={dispatch}
      onBack={onChangeWallets}
    />
  );
}

/** Fewer than two wallets, or none that can send. */
function MoveUnavailable() {
  const { t } = useLingui();
  return (
    <FlowScreen
      title={t`Move`}
      action={
        <Link to={paths.connect.getHref()} className={buttonClass('primary', 'w-full')}>
          <Trans>Add wallet</Trans>
        </Link>
      }
    >
      <Notice title={t`Nothing to move between yet`}>
        <Trans>
          Moving needs two wallets on this device, and one of them with full access (not receive
          only).
        </Trans>
      </Notice>
    </FlowScreen>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { canSend, pairProblem } from '@/lib/move';
import { paths } from '@/lib/paths';
import { useAllBalances } from '@/session/wallets/useAllBalances';
import type { WalletConnection } from '@/session';
import { WalletRadios } from './WalletRadios';

/**
 * Which wallet the sats leave and which one they go to. A receive-only wallet (invoice key) can
 * only receive; the same wallet can't be both.
 */
export function MoveChoose({
  wallets,
  initial,
  onChoose,
}: {
  wallets: readonly WalletConnection[];
  initial: { from: WalletConnection; to: WalletConnection };
  onChoose: (from: WalletConnection, to: WalletConnection) => void;
}) {
  const { t } = useLingui();
  const [fromId, setFromId] = useState(initial.from.id);
  const [toId, setToId] = useState(initial.to.id);
  const all = useAllBalances();
  const balances = useMemo(() => new Map(all.map((b) => [b.wallet.id, b])), [all]);
  const from = wallets.find((w) => w.id === fromId);
  const to = wallets.find((w) => w.id === toId);
  const ready = from && to && pairProblem(from, to) === null ? { from, to } : null;

  const chooseFrom = (id: string) => {
    setFromId(id);
    if (id === toId) {
      setToId(wallets.find((w) => w.id !== id)?.id ?? toId);
    }
  };
  return (
    <FlowScreen
      title={t`Move`}
      subtitle={t`Choose two of your wallets`}
      back={paths.home.getHref()}
      action={
        <Button
          className="w-full"
          disabled={!ready}
          onClick={() => ready && onChoose(ready.from, ready.to)}
        >
          <Trans>Continue</Trans>
        </Button>
      }
    >
      <div className="space-y-4">
        <WalletRadios
          legend={t({ message: 'From', context: 'the wallet a move takes sats from' })}
          wallets={wallets}
          balances={balances}
          value={fromId}
          onChange={chooseFrom}
          isDisabled={(wallet) => !canSend(wallet)}
        />
        <WalletRadios
          legend={t({ message: 'To', context: 'the wallet a move puts sats in' })}
          wallets={wallets}
          balances={balances}
          value={toId}
          onChange={setToId}
          isDisabled={(wallet) => wallet.id === fromId}
        />
      </div>
    </FlowScreen>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { formatSatWithUnit, msatToSatFloor } from '@/lib/amount';
import { paths } from '@/lib/paths';
import { WalletLabel, useWalletBalance, useWallets } from '@/session';
import type { WalletConnection } from '@/session';
import type { RestoreConflict, RestoreOutcome } from './useRestoreBackup';

/** A restored wallet with its balance read from its server, so the person sees the money is back. */
function RestoredWallet({ wallet }: { wallet: WalletConnection }) {
  const { t } = useLingui();
  const balance = useWalletBalance(wallet);
  return (
    <li className="flex items-center gap-3 py-3">
      <WalletLabel wallet={wallet} />
      <span className="shrink-0 font-medium tabular-nums" data-testid="restored-balance">
        {balance.data
          ? formatSatWithUnit(msatToSatFloor(balance.data.balance))
          : balance.isError
            ? t`Balance unavailable`
            : t`Loading…`}
      </span>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-1">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** "Already here with another key": the person keeps the one here or takes the file's. */
function ConflictChoice({
  conflict,
  onReplace,
}: {
  conflict: RestoreConflict;
  onReplace: (conflict: RestoreConflict) => Promise<boolean>;
}) {
  const [choice, setChoice] = useState<'open' | 'replaced' | 'kept'>('open');
  const { existing, incoming } = conflict;
  const name = existing.name;
  return (
    <li className="space-y-3 rounded-xl border border-amber-300 p-3 dark:border-amber-800">
      <p>
        {incoming.keyType === 'admin' && existing.keyType === 'invoice' ? (
          <Trans>
            <strong>{name}</strong> is on this device with a different key (receive only here; the
            file’s key can also spend).
          </Trans>
        ) : (
          <Trans>
            <strong>{name}</strong> is on this device with a different key.
          </Trans>
        )}
      </p>
      {choice === 'open' ? (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => setChoice('kept')}>
            <Trans>Keep this one</Trans>
          </Button>
          <Button
            onClick={() =>
              // With a lock set the PIN is asked first; cancelled, the choice stays open.
              void onReplace(conflict).then((replaced) => replaced && setChoice('replaced'))
            }
          >
            <Trans>Use the file’s</Trans>
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {choice === 'replaced' ? (
            <Trans>Now using the key from the file.</Trans>
          ) : (
            <Trans>Kept as it was.</Trans>
          )}
        </p>
      )}
    </li>
  );
}

/** What the restore did: wallets added (with balances), ones already here, and ones to decide. */
export function RestoreResult({
  outcome,
  onReplace,
}: {
  outcome: RestoreOutcome;
  onReplace: (conflict: RestoreConflict) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const { connections } = useWallets();
  // Shown as stored now (a balance read may have renamed one to its server's name).
  const added = outcome.added.map((w) => connections.find((c) => c.id === w.id) ?? w);
  const addedCount = added.length;
  return (
    <div className="mt-6 space-y-6">
      <p role="status">
        {added.length === 0 ? (
          <Trans>No new wallets: everything in this file is already on this device.</Trans>
        ) : (
          <Plural value={addedCount} one="Restored # wallet." other="Restored # wallets." />
        )}
      </p>
      {added.length > 0 && (
        <Group title={t({ message: 'Restored', context: 'heading: wallets added from the file' })}>
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {added.map((wallet) => (
              <RestoredWallet key={wallet.id} wallet={wallet} />
            ))}
          </ul>
        </Group>
      )}
      {outcome.alreadyHere.length > 0 && (
        <Group title={t`Already here`}>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>Skipped, left as they were:</Trans>
          </p>
          <ul className="list-disc pl-5">
            {outcome.alreadyHere.map((wallet) => (
              <li key={wallet.id}>{wallet.name}</li>
            ))}
          </ul>
        </Group>
      )}
      {outcome.conflicts.length > 0 && (
        <Group title={t`Choose which to keep`}>
          <ul className="space-y-3">
            {outcome.conflicts.map((conflict) => (
              <ConflictChoice
                key={conflict.existing.id}
                conflict={conflict}
                onReplace={onReplace}
              />
            ))}
          </ul>
        </Group>
      )}
      {connections.length > 0 && (
        <Link to={paths.home.getHref()} className={buttonClass('primary', 'w-full')}>
          <Trans>Open wallet</Trans>
        </Link>
      )}
    </div>
  );
}

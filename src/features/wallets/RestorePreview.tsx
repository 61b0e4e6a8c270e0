import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { displayServerUrl } from '@/lib/server-url';
import { accessWords } from '@/session';
import { appOrigin } from '@/api/app-origin';
import type { WalletDetails } from './restore-plan';
import type { OpenedBackup } from './useRestoreBackup';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-1">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** One wallet the file would add: its name, what its key can do, and the server it goes to. */
function IncomingWallet({ wallet }: { wallet: WalletDetails }) {
  const { t } = useLingui();
  const server = displayServerUrl(wallet.serverUrl, appOrigin());
  const { access } = accessWords(wallet.keyType);
  const name = wallet.name;
  return (
    <li aria-label={name} className="space-y-0.5 py-3">
      <p className="font-medium break-words">{name}</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{access}</p>
      <p className="text-sm break-all">
        {t({ message: `Server: ${server}`, comment: 'Restore: where this wallet’s key is sent' })}
      </p>
    </li>
  );
}

/**
 * What restoring this file would do, before anything is done: the wallets it adds and the server
 * each key would be sent to, the ones already here, the ones to choose about. Nothing changes
 * until "Add"; Cancel goes back to the form.
 */
export function RestorePreview({
  opened,
  busy,
  onConfirm,
  onCancel,
}: {
  opened: OpenedBackup;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const adds = opened.steps.flatMap((step) => (step.kind === 'add' ? [step.wallet] : []));
  const alreadyHere = opened.steps.flatMap((step) =>
    step.kind === 'already-here' ? [step.existing] : [],
  );
  const conflicts = opened.steps.flatMap((step) => (step.kind === 'conflict' ? [step] : []));
  const addCount = adds.length;
  return (
    <div className="mt-6 space-y-6">
      <p role="status">
        {addCount === 0 ? (
          <Trans>Nothing new to add: every wallet in this file is already on this device.</Trans>
        ) : (
          <Plural
            value={addCount}
            one="This file adds # wallet. Check its server: the key is sent there and nowhere else. Nothing is added until you confirm."
            other="This file adds # wallets. Check their servers: each key is sent to its own and nowhere else. Nothing is added until you confirm."
          />
        )}
      </p>
      {addCount > 0 && (
        <Group title={t({ message: 'To add', context: 'heading: wallets the file would add' })}>
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {adds.map((wallet, index) => (
              <IncomingWallet key={index} wallet={wallet} />
            ))}
          </ul>
        </Group>
      )}
      {alreadyHere.length > 0 && (
        <Group title={t`Already here`}>
          <ul className="list-disc pl-5">
            {alreadyHere.map((wallet) => (
              <li key={wallet.id}>{wallet.name}</li>
            ))}
          </ul>
        </Group>
      )}
      {conflicts.length > 0 && (
        <Group title={t`Here with another key`}>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>You choose which key to keep for these next.</Trans>
          </p>
          <ul className="list-disc pl-5">
            {conflicts.map((step) => (
              <li key={step.existing.id}>{step.existing.name}</li>
            ))}
          </ul>
        </Group>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {addCount === 0 ? (
            <Trans>Continue</Trans>
          ) : (
            <Plural value={addCount} one="Add # wallet" other="Add # wallets" />
          )}
        </Button>
      </div>
    </div>
  );
}

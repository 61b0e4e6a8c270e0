import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { walletKeys } from '@/api/keys';
import {
  BackupFileError,
  MAX_BACKUP_BYTES,
  checkBackupFile,
  openBackupFile,
} from '@/lib/backup-file';
import type { BackupProblem, CheckedBackup } from '@/lib/backup-file';
import {
  getWalletState,
  markBackedUp,
  restoreWallets,
  updateWallet,
  whenWalletsSaved,
} from '@/session';
import type { WalletConnection } from '@/session';
import { planRestore } from './restore-plan';
import type { WalletDetails } from './restore-plan';
import { appOrigin } from '@/api/app-origin';

export type ChosenFile =
  | { name: string; checked: CheckedBackup }
  | { name: string; problem: BackupProblem | 'unreadable' };

export interface RestoreConflict {
  existing: WalletConnection;
  incoming: WalletDetails;
}

export interface RestoreOutcome {
  added: WalletConnection[];
  alreadyHere: WalletConnection[];
  conflicts: RestoreConflict[];
}

async function checkFile(file: File): Promise<ChosenFile> {
  if (file.size > MAX_BACKUP_BYTES) {
    return { name: file.name, problem: 'not-a-backup' };
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { name: file.name, problem: 'unreadable' };
  }
  try {
    return { name: file.name, checked: await checkBackupFile(text) };
  } catch (error) {
    if (error instanceof BackupFileError) {
      return { name: file.name, problem: error.problem };
    }
    throw error;
  }
}

/**
 * Restoring from a backup file: the file is checked as soon as it is chosen (no passphrase
 * needed to tell a damaged or foreign file), then opened with the passphrase (scrypt, about half a
 * second). New wallets are added; wallets already here are left as they are (only details they
 * lacked are filled in); the same wallet with another key waits for the person's choice.
 */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const latestPick = useRef(0);

  const choose = async (file: File | undefined) => {
    const pick = ++latestPick.current;
    setChosen(null);
    if (!file) {
      return;
    }
    const result = await checkFile(file);
    // A slower read of an earlier pick must not replace the file chosen since.
    if (pick === latestPick.current) {
      setChosen(result);
    }
  };

  const restore = useMutation({
    mutationFn: async ({ checked, passphrase }: { checked: CheckedBackup; passphrase: string }) => {
      const wallets = await openBackupFile(checked, passphrase);
      const steps = planRestore(getWalletState().connections, wallets, appOrigin());
      const outcome: RestoreOutcome = { added: [], alreadyHere: [], conflicts: [] };
      outcome.added = restoreWallets(steps.flatMap((s) => (s.kind === 'add' ? [s.wallet] : [])));
      for (const step of steps) {
        if (step.kind === 'already-here') {
          updateWallet(step.existing.id, step.fill);
          outcome.alreadyHere.push(step.existing);
        } else if (step.kind === 'conflict') {
          outcome.conflicts.push({ existing: step.existing, incoming: step.incoming });
        }
      }
      // The file holds their keys: a wallet already here is backed up as well.
      markBackedUp(outcome.alreadyHere.map((wallet) => wallet.id));
      // "Restored" is said once the keys are written on this device, not before.
      await whenWalletsSaved();
      return outcome;
    },
  });

  /** The person chose the file's details for a wallet that is here with other ones. */
  const replaceWithFile = ({ existing, incoming }: RestoreConflict) => {
    updateWallet(existing.id, {
      inkey: undefined,
      walletId: undefined,
      userId: undefined,
      ...incoming,
      createdHere: existing.createdHere,
      backedUpAt: new Date().toISOString(),
    });
    // What was read with the old key (balance, history) is not this key's to show.
    queryClient.removeQueries({ queryKey: walletKeys.all(existing.id) });
  };

  return { chosen, choose, restore, replaceWithFile };
}

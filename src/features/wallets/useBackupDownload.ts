import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile, saveFile, shareFile } from '@/components/download-file';
import type { SaveOutcome } from '@/components/download-file';
import { backupFileName, writeBackupFile } from '@/lib/backup-file';
import { getWalletState, markBackedUp } from '@/session';
import { toBackupWallets } from './restore-plan';
import { appOrigin } from '@/api/app-origin';

export interface BackupSaved {
  fileName: string;
  walletCount: number;
}

/**
 * Encrypts every wallet on the device into a backup file and saves it: a download, or the share
 * sheet in the installed iOS app, which has no downloads (saveFile). scrypt takes about half a
 * second and yields to the page while it runs, so the screen can say "Encrypting…".
 *
 * The wallets count as backed up only once the file left the app: downloaded or shared. A share
 * sheet closed without saving leaves them as they were; one the browser refused because the tap
 * was too long ago (Safari) waits for one more tap (`fileToShare`, `shareAgain`).
 */
export function useBackupDownload() {
  const [fileToShare, setFileToShare] = useState<{ file: File; walletIds: string[] } | null>(null);
  const [saved, setSaved] = useState<BackupSaved | null>(null);
  const [cancelled, setCancelled] = useState(false);

  const settle = (outcome: SaveOutcome, fileName: string, walletIds: string[]) => {
    if (outcome.kind === 'needs-tap') {
      setFileToShare({ file: outcome.file, walletIds });
      return;
    }
    setFileToShare(null);
    if (outcome.kind === 'cancelled') {
      setCancelled(true);
      return;
    }
    markBackedUp(walletIds);
    setSaved({ fileName, walletCount: walletIds.length });
  };

  const mutation = useMutation({
    mutationFn: async (passphrase: string) => {
      setSaved(null);
      setCancelled(false);
      setFileToShare(null);
      const { connections } = getWalletState();
      const text = await writeBackupFile(toBackupWallets(connections, appOrigin()), passphrase);
      const fileName = backupFileName();
      const outcome = await saveFile([text], 'application/json', fileName);
      settle(
        outcome,
        fileName,
        connections.map((c) => c.id),
      );
    },
  });

  const shareAgain = async () => {
    if (!fileToShare) {
      return;
    }
    const { file, walletIds } = fileToShare;
    const outcome = await shareFile(file);
    if (outcome.kind === 'needs-tap') {
      // Refused even from a tap (a policy forbids sharing): the download is all that is left.
      downloadFile([file], file.type, file.name);
      settle({ kind: 'downloaded' }, file.name, walletIds);
      return;
    }
    settle(outcome, file.name, walletIds);
  };

  return { mutation, saved, cancelled, fileToShare: fileToShare?.file ?? null, shareAgain };
}

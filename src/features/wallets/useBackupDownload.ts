import { useMutation } from '@tanstack/react-query';
import { backupFileName, writeBackupFile } from '@/lib/backup-file';
import { getWalletState, markBackedUp } from '@/session';
import { toBackupWallets } from './restore-plan';
import { appOrigin } from './useWalletConnect';

function download(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Encrypts every wallet on the device into a backup file and downloads it. scrypt takes about half
 * a second and yields to the page while it runs, so the screen can say "Encrypting…". Once the file
 * exists, every wallet in it counts as backed up.
 */
export function useBackupDownload() {
  return useMutation({
    mutationFn: async (passphrase: string) => {
      const { connections } = getWalletState();
      const text = await writeBackupFile(toBackupWallets(connections, appOrigin()), passphrase);
      const fileName = backupFileName();
      download(text, fileName);
      markBackedUp(connections.map((c) => c.id));
      return { fileName, walletCount: connections.length };
    },
  });
}

import { downloadFile } from '@/components/download-file';
import { useMutation } from '@tanstack/react-query';
import { backupFileName, writeBackupFile } from '@/lib/backup-file';
import { getWalletState, markBackedUp } from '@/session';
import { toBackupWallets } from './restore-plan';
import { appOrigin } from './useWalletConnect';

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
      downloadFile([text], 'application/json', fileName);
      markBackedUp(connections.map((c) => c.id));
      return { fileName, walletCount: connections.length };
    },
  });
}

import { useActiveWallet, useWallets } from '@/session';
import { rememberedCredential } from '@/session/notifications';
import { AppWalletForm } from './AppWalletForm';

/**
 * "Give an app its own wallet": the app's name and what to put in its wallet, and the account
 * (remembered on this device, or given here). Create makes the wallet; Move funds it next.
 */
export function AppWallet() {
  const wallet = useActiveWallet();
  const { connections } = useWallets();
  if (!wallet) {
    return null;
  }
  const sameServer = connections.filter((c) => c.serverUrl === wallet.serverUrl);
  return (
    <AppWalletForm key={wallet.id} from={wallet} remembered={rememberedCredential(sameServer)} />
  );
}

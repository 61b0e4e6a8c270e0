import { SettingsScreen } from '@/features/settings/SettingsScreen';
import { ManageWallets } from '@/features/wallets/ManageWallets';

/**
 * The Settings screen lists the wallets on this device, which the wallets feature manages. A
 * feature imports no other feature, so the app puts the two together here (one lazy chunk).
 */
export function SettingsRoute() {
  return <SettingsScreen wallets={<ManageWallets />} />;
}

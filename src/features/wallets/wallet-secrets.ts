// What a person must keep to get a wallet back, in the words the Save step shows.
import { t } from '@lingui/core/macro';
import { displayServerUrl } from '@/lib/server-url';
import type { WalletConnection } from '@/session';

export interface WalletSecret {
  label: string;
  note: string;
  value: string;
  /** Masked until the person asks to see it. */
  secret: boolean;
}

/**
 * LNbits' own page for the wallet: `usr` logs into the whole account, so the link is as powerful
 * as the admin key. Only known when this app made the account (the server answered its user id).
 */
export function lnbitsWalletLink(serverUrl: string, userId: string, walletId: string): string {
  const query = new URLSearchParams({ usr: userId, wal: walletId });
  return `${serverUrl.replace(/\/+$/, '')}/wallet?${query.toString()}`;
}

export function walletSecrets(wallet: WalletConnection, appOrigin: string): WalletSecret[] {
  const server = displayServerUrl(wallet.serverUrl, appOrigin);
  const secrets: WalletSecret[] = [
    {
      label: t`Server address`,
      note: t`The LNbits server this wallet lives on. You need it with either key.`,
      value: server,
      secret: false,
    },
  ];
  if (wallet.keyType === 'admin') {
    secrets.push({
      label: t`Full-access key`,
      note: t`The admin key. Anyone with this key can spend the money in this wallet.`,
      value: wallet.key,
      secret: true,
    });
  }
  const invoiceKey = wallet.keyType === 'invoice' ? wallet.key : wallet.inkey;
  if (invoiceKey) {
    secrets.push({
      label: t`Receive-only key`,
      note: t`The invoice key. It can receive and see payments, but cannot spend.`,
      value: invoiceKey,
      secret: true,
    });
  }
  if (wallet.userId && wallet.walletId) {
    secrets.push({
      label: t`LNbits wallet link`,
      note: t`Opens this wallet in LNbits’ own page. Anyone with this link can spend.`,
      value: lnbitsWalletLink(server, wallet.userId, wallet.walletId),
      secret: true,
    });
  }
  return secrets;
}

import type { WalletConnection } from './wallet-store';

/**
 * What a wallet's key lets this app do, in the words people use: LNbits' "admin key" and "invoice
 * key" are shown only under Details (and in the connect field's help, where people copy them).
 */
export function accessWords(keyType: WalletConnection['keyType']): {
  access: string;
  meaning: string;
  lnbitsName: string;
} {
  return keyType === 'admin'
    ? { access: 'Full access', meaning: 'can send and receive', lnbitsName: 'admin key' }
    : { access: 'Receive only', meaning: 'can receive, not send', lnbitsName: 'invoice key' };
}

import { t } from '@lingui/core/macro';
import type { WalletConnection } from './wallet-store';

const LNBITS_ADMIN_KEY = 'admin key';
const LNBITS_INVOICE_KEY = 'invoice key';

/**
 * What a wallet's key lets this app do, in the words people use: LNbits' "admin key" and "invoice
 * key" are shown only under Details (and in the connect field's help, where people copy them).
 */
export function accessWords(keyType: WalletConnection['keyType']): {
  access: string;
  meaning: string;
  lnbitsName: string;
} {
  // LNbits' own names stay as the server's page shows them, in English.
  return keyType === 'admin'
    ? { access: t`Full access`, meaning: t`can send and receive`, lnbitsName: LNBITS_ADMIN_KEY }
    : {
        access: t`Receive only`,
        meaning: t`can receive, not send`,
        lnbitsName: LNBITS_INVOICE_KEY,
      };
}

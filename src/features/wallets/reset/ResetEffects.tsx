import { Trans } from '@lingui/react/macro';

/**
 * What new keys change, as checked on LNbits 1.5.1 (src/api/account-wallets.ts): the old keys are
 * refused at once; balance, payments, pay links and app connections stay with the wallet; the
 * login identity for sites (LNURL-auth) derives from the admin key, so it changes.
 */
export function ResetEffects() {
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm text-zinc-700 dark:text-zinc-300">
      <li>
        <Trans>
          Every other phone, app or script with this wallet’s keys loses it at once: for a lost or
          stolen phone.
        </Trans>
      </li>
      <li>
        <Trans>The money, payments, payment links and connected apps stay with the wallet.</Trans>
      </li>
      <li>
        <Trans>Sites you log in to with this wallet will see a new login.</Trans>
      </li>
      <li>
        <Trans>
          This device keeps the wallet with the new keys. Backup files made before stop working.
        </Trans>
      </li>
    </ul>
  );
}

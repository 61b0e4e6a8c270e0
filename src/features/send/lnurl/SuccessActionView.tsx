import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentPreimage } from '@/api/queries';
import { walletKeys } from '@/api/keys';
import { buttonClass } from '@/components/ui/button-class';
import type { WalletConnection } from '@/session';
import { decryptAesSuccessAction } from '@/lib/lnurl/success-action';
import type { AesSuccessAction, SuccessAction } from '@/lib/lnurl/success-action';
import { describeAesFailure } from './aes-failure';

/** What the service says after the payment (LUD-09/10). All of it is shown as plain text. */
export function SuccessActionView({
  wallet,
  action,
  paymentHash,
  domain,
}: {
  wallet: WalletConnection;
  action: SuccessAction;
  paymentHash: string;
  domain: string;
}) {
  const { t } = useLingui();
  const host = action.tag === 'url' ? new URL(action.url).host : '';
  return (
    <section
      aria-label={t`Message from ${domain}`}
      className="space-y-2 rounded-2xl border border-zinc-200 bg-white p-5 text-left dark:border-zinc-800 dark:bg-zinc-900"
    >
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>Message from {domain}</Trans>
      </p>
      {action.tag === 'message' && (
        <p data-testid="success-message" className="break-words whitespace-pre-wrap">
          {action.message}
        </p>
      )}
      {action.tag === 'url' && (
        <>
          {action.description && (
            <p className="break-words whitespace-pre-wrap">{action.description}</p>
          )}
          <p className="text-sm break-all text-zinc-600 dark:text-zinc-400">{action.url}</p>
          <a
            href={action.url}
            target="_blank"
            rel="noopener noreferrer"
            referrerPolicy="no-referrer"
            className={buttonClass('secondary', 'w-full')}
          >
            <Trans>Open link from {host}</Trans>
          </a>
        </>
      )}
      {action.tag === 'aes' && (
        <AesMessage wallet={wallet} action={action} paymentHash={paymentHash} />
      )}
    </section>
  );
}

/** An aes message (LUD-10), decrypted with the payment's preimage once the server gives it. */
const aesMessageQuery = (wallet: WalletConnection, paymentHash: string, action: AesSuccessAction) =>
  queryOptions({
    queryKey: walletKeys.successSecret(wallet.id, paymentHash, action.ciphertext),
    queryFn: async ({ signal }) =>
      decryptAesSuccessAction(
        action,
        await paymentPreimage(wallet, paymentHash, signal),
        paymentHash,
      ),
    retry: 1,
    staleTime: Infinity,
  });

function AesMessage({
  wallet,
  action,
  paymentHash,
}: {
  wallet: WalletConnection;
  action: AesSuccessAction;
  paymentHash: string;
}) {
  // The key is the payment's preimage, which the server gives to the payer once it is paid.
  const secret = useQuery(aesMessageQuery(wallet, paymentHash, action));
  return (
    <>
      {action.description && (
        <p className="break-words whitespace-pre-wrap">{action.description}</p>
      )}
      {secret.isPending && (
        <p className="text-sm">
          <Trans>Decrypting the message…</Trans>
        </p>
      )}
      {secret.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {describeAesFailure(secret.error)}
        </p>
      )}
      {secret.data !== undefined && (
        <p
          data-testid="success-secret"
          className="rounded-lg bg-zinc-100 p-3 font-mono break-words whitespace-pre-wrap dark:bg-zinc-800"
        >
          {secret.data}
        </p>
      )}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { appOrigin } from '@/api/app-origin';
import type { PayLink } from '@/api/lnurlp';
import { Button } from '@/components/ui/Button';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { Skeleton } from '@/components/ui/Skeleton';
import { TextField } from '@/components/ui/TextField';
import { ErrorMessage } from '@/components/ErrorMessage';
import { formatSatWithUnit } from '@/lib/amount';
import { paths } from '@/lib/paths';
import { serverHost } from '@/lib/server-url';
import { useActiveWallet } from '@/session';
import type { WalletConnection } from '@/session';
import { usePayLinks } from '../paylinks/usePayLinks';
import { QUICK_LINK_MAX_SAT, pickAddressLink, suggestUsername } from './lightning-address';
import { UsernameTakenError, useQuickAddress } from './useQuickAddress';

/** lnurlp's rule for a username. */
const USERNAME_PATTERN = /^[a-z0-9-_.]{1,210}$/;

export function AddressNameScreen() {
  const wallet = useActiveWallet();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  return <AddressName key={wallet.id} wallet={wallet} />;
}

function AddressName({ wallet }: { wallet: WalletConnection }) {
  const links = usePayLinks(wallet, false);
  const { t } = useLingui();
  if (!links.data) {
    return (
      <FlowScreen title={t`Get a Lightning address`} fallbackHref={paths.receive.getHref()}>
        {links.isError ? (
          <ErrorMessage error={links.error} onRetry={() => void links.refetch()} />
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </FlowScreen>
    );
  }
  const link = pickAddressLink(links.data, wallet.walletId);
  if (wallet.keyType !== 'admin' || link?.username) {
    // Named already, or a key that can't name it: Receive shows what there is.
    return <Navigate to={paths.receive.getHref()} replace />;
  }
  return <NameForm wallet={wallet} link={link} host={serverHost(wallet.serverUrl, appOrigin())} />;
}

/**
 * The name of the wallet's Lightning address, suggested from the wallet's own (editable). The
 * reusable code Receive shows gets it, so a QR code already shared keeps working.
 */
export function NameForm({
  wallet,
  link,
  host,
}: {
  wallet: WalletConnection;
  link: PayLink | null;
  /** The server's host, after the @ of the address. */
  host: string;
}) {
  const suggestion = suggestUsername(wallet.name);
  const [username, setUsername] = useState(suggestion);
  const [edited, setEdited] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const create = useQuickAddress(wallet);
  const navigate = useNavigate();
  const formId = useId();
  const { t } = useLingui();
  const address = `${username.trim().toLowerCase() || '…'}@${host}`;
  const minAmount = formatSatWithUnit(1);
  const maxAmount = formatSatWithUnit(QUICK_LINK_MAX_SAT);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().toLowerCase();
    if (!USERNAME_PATTERN.test(name)) {
      setProblem(t`Use only letters a–z, digits, and - _ . (no spaces).`);
      return;
    }
    setProblem(undefined);
    create.mutate(
      { username: name, suggested: !edited, link },
      {
        onSuccess: () => navigate(paths.receive.getHref(), { replace: true }),
        onError: (error) => {
          if (error instanceof UsernameTakenError) {
            const { username: taken, next } = error;
            setUsername(next);
            setEdited(true);
            setProblem(t`“${taken}” is taken. How about “${next}”?`);
            create.reset();
          }
        },
      },
    );
  };

  return (
    <FlowScreen
      title={t`Get a Lightning address`}
      fallbackHref={paths.receive.getHref()}
      action={
        <Button type="submit" form={formId} busy={create.isPending} needsNetwork>
          {create.isPending ? (
            <Trans>Creating your address…</Trans>
          ) : (
            <Trans>Create my Lightning address</Trans>
          )}
        </Button>
      }
    >
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        aria-label={t`Get a Lightning address`}
        className="space-y-5 pt-2"
      >
        <p className="text-zinc-700 dark:text-zinc-300">
          <Trans>
            One address, like an email address, that anyone can pay any amount, any time. Your QR
            code stays the same.
          </Trans>
        </p>
        <TextField
          label={t`Your name in the address`}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setEdited(true);
            setProblem(undefined);
          }}
          hint={t`Your address: ${address}`}
          error={problem}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        {create.error && !(create.error instanceof UsernameTakenError) && (
          <ErrorMessage error={create.error} />
        )}
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            It is public: anyone who knows it can pay you. Payers can add a note, and send from{' '}
            {minAmount} up to {maxAmount} at a time.
          </Trans>
        </p>
      </form>
    </FlowScreen>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { appOrigin } from '@/api/app-origin';
import { EMPTY_ACCOUNT_ENTRY, readAccountEntry } from '@/components/account/account-entry';
import type { AccountEntryState } from '@/components/account/account-entry';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { TextField } from '@/components/ui/TextField';
import { paths } from '@/lib/paths';
import { displayServerUrl } from '@/lib/server-url';
import type { WalletConnection } from '@/session';
import { AccountPart } from './AccountPart';
import { fundAndConnectHref, readAppWalletFields } from './app-wallet';
import type { AppWalletCredential } from './useCreateAppWallet';
import { useCreateAppWallet } from './useCreateAppWallet';

const FORM_ID = 'app-wallet-form';

/** The form, then the wallet made on the account and the hand-over to Move. */
export function AppWalletForm({
  from,
  remembered,
}: {
  from: WalletConnection;
  remembered: AppWalletCredential | undefined;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateAppWallet(from);
  const [fields, setFields] = useState({ appName: '', amountText: '' });
  const [problems, setProblems] = useState<{ appName?: string; amount?: string }>({});
  const [entry, setEntry] = useState<AccountEntryState>(EMPTY_ACCOUNT_ENTRY);
  const [accountProblem, setAccountProblem] = useState<string>();
  const server = displayServerUrl(from.serverUrl, appOrigin());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) {
      return;
    }
    const read = readAppWalletFields(fields);
    setProblems('problems' in read ? read.problems : {});
    let credential = remembered;
    if (!credential) {
      const given = readAccountEntry(
        entry,
        (link) => displayServerUrl(link, appOrigin()) === server,
      );
      setAccountProblem('problem' in given ? given.problem : undefined);
      credential = 'entry' in given ? given.entry : undefined;
    }
    if ('plan' in read && credential) {
      const plan = read.plan;
      create.mutate(
        { credential, plan },
        {
          onSuccess: (made) =>
            navigate(fundAndConnectHref(from.id, made.id, plan), { replace: true }),
        },
      );
    }
  };

  return (
    <FlowScreen
      title={t`Give an app its own wallet`}
      fallbackHref={paths.nwc.getHref()}
      action={
        <Button type="submit" form={FORM_ID} busy={create.isPending} needsNetwork>
          <Trans>Make the wallet</Trans>
        </Button>
      }
    >
      <form id={FORM_ID} className="space-y-4" onSubmit={submit} noValidate>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            A new wallet on this wallet’s LNbits account, just for the app. You move sats into it
            next: the app can never spend more than you put there.
          </Trans>
        </p>
        <TextField
          label={t`App`}
          autoComplete="off"
          value={fields.appName}
          error={problems.appName}
          onChange={(event) => setFields({ ...fields, appName: event.target.value })}
        />
        <TextField
          label={t`Sats to put in it`}
          inputMode="numeric"
          autoComplete="off"
          value={fields.amountText}
          error={problems.amount}
          onChange={(event) => setFields({ ...fields, amountText: event.target.value })}
        />
        <AccountPart
          remembered={remembered !== undefined}
          entry={entry}
          onChange={setEntry}
          problem={accountProblem}
        />
        {create.error ? <ErrorMessage error={create.error} /> : null}
      </form>
    </FlowScreen>
  );
}

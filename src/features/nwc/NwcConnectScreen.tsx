import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { extensionProblem } from '@/api/extension-problem';
import type { NwcConnection, NwcRegistration } from '@/api/nwc';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { Notice } from '@/components/ui/Notice';
import { Skeleton } from '@/components/ui/Skeleton';
import { ErrorMessage } from '@/components/ErrorMessage';
import { paths } from '@/lib/paths';
import { useActiveWallet, useConfirmWithLock, useWallets } from '@/session';
import type { WalletConnection } from '@/session';
import { appPresetById, appWalletFormValues, presetFormValues } from './app-presets';
import { canEdit, formValuesOf, keepBudgetStart } from './connection-edit';
import { canSpend } from './connection-form';
import type { NwcFormValues } from './connection-form';
import { ConnectionSummary } from './ConnectionSummary';
import { rememberJustPaired } from './just-paired';
import { NeedsFullAccess } from './NeedsFullAccess';
import { NwcConnectionForm } from './NwcConnectionForm';
import { NwcPairingResult } from './NwcPairingResult';
import { NwcProviderMissing } from './NwcProviderMissing';
import {
  useCreateNwcConnection,
  useNwcConnections,
  useNwcConnectionUsed,
  useNwcPermissions,
  useNwcService,
  useUpdateNwcConnection,
} from './useNwc';
import { WIDE_FLOW } from './wide-layout';

/**
 * Connecting an app, a payment moment of its own (a flow route: no tab bar, Create at the bottom):
 * the form, filled in from the app preset the address names, then the pairing code at once.
 * With `mode="edit"`, a connection's limits, saved as a new connection (the app pairs again).
 */
// "Give an app its own wallet" (paths.nwcAppWallet): a screen of its own, loaded when opened.
const AppWallet = lazy(() =>
  import('./app-wallet/AppWallet').then((m) => ({ default: m.AppWallet })),
);

/**
 * `mode`: "edit" (paths.nwcEdit), or "app-wallet" (paths.nwcAppWallet: the new wallet an app's
 * connection is made on next, which has a route here to keep the app's entry small).
 */
export function NwcConnectScreen({ mode }: { mode?: string }) {
  if (mode === 'app-wallet') {
    return (
      <Suspense fallback={null}>
        <AppWallet />
      </Suspense>
    );
  }
  return <ConnectOrEdit mode={mode} />;
}

function ConnectOrEdit({ mode }: { mode?: string }) {
  const active = useActiveWallet();
  const { connections } = useWallets();
  const [params] = useSearchParams();
  // An app's own wallet (paths.nwcConnect with `for=`) is connected without becoming active.
  const named = mode === 'edit' ? undefined : params.get('for');
  const wallet = connections.find((c) => c.id === named) ?? active;
  if (!wallet) {
    return null;
  }
  // Another wallet starts over: nothing of another wallet's form or secret carries across.
  return (
    <div className={WIDE_FLOW}>
      {mode === 'edit' ? (
        <EditConnectionFlow key={wallet.id} wallet={wallet} />
      ) : (
        <NewConnectionFlow key={wallet.id} wallet={wallet} />
      )}
    </div>
  );
}

/** What the pairing step shows: held here alone, until the person leaves the step. */
interface Paired {
  name: string;
  pubkey: string;
  /** The secret is in it: shown once, stored nowhere. */
  pairingUri: string;
  replaced?: { oldKeptBecause: unknown };
}

/**
 * A connection that may pay is a lasting way to spend from this wallet, from anywhere, which
 * outlives the app lock: it is made only once the PIN (or passkey) is given, as for the key
 * screen. Cancelled, nothing is registered.
 */
function useAskBeforeSpending() {
  const { t } = useLingui();
  const confirm = useConfirmWithLock();
  return (registration: NwcRegistration, register: () => void) => {
    if (!canSpend(registration)) {
      register();
      return;
    }
    const name = registration.description;
    void confirm(t`Let “${name}” spend from this wallet`).then((ok) => ok && register());
  };
}

/** Back to the list: one step back when the list opened this, else to it. */
function useBackToList() {
  const navigate = useNavigate();
  return () => {
    const cameFromApp = (window.history.state as { idx?: number } | null)?.idx;
    if (cameFromApp) {
      navigate(-1);
    } else {
      navigate(paths.nwc.getHref(), { replace: true });
    }
  };
}

function NewConnectionFlow({ wallet }: { wallet: WalletConnection }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const preset = appPresetById(params.get('app'));
  const appName = t(preset.title);
  const [initial] = useState<NwcFormValues>(() =>
    appWalletFormValues(
      presetFormValues(preset, appName),
      params.get('name'),
      params.get('budget'),
    ),
  );
  const [values, setValues] = useState<NwcFormValues>(initial);
  const [paired, setPaired] = useState<Paired | null>(null);
  const isAdmin = wallet.keyType === 'admin';
  const permissions = useNwcPermissions(wallet);
  const service = useNwcService(wallet, isAdmin);
  const create = useCreateNwcConnection(wallet);
  const askBeforeSpending = useAskBeforeSpending();
  const formId = useId();
  const title = preset.id === 'other' ? t`Connect an app` : t`Connect ${appName}`;

  if (paired) {
    return (
      <PairingStep wallet={wallet} title={title} paired={paired} relays={service.data?.relays} />
    );
  }

  const problem = permissions.isError ? extensionProblem(permissions.error, 'nwcprovider') : null;
  const blocked = !isAdmin || problem !== null;
  return (
    <FlowScreen
      title={title}
      fallbackHref={paths.nwc.getHref()}
      action={
        blocked ? undefined : (
          <Button type="submit" form={formId} busy={create.isPending} needsNetwork>
            {create.isPending ? t`Creating…` : t`Create connection`}
          </Button>
        )
      }
    >
      {!isAdmin ? (
        <NeedsFullAccess />
      ) : problem ? (
        <NwcProviderMissing problem={problem} onRetry={() => void permissions.refetch()} />
      ) : (
        <div className="lg:grid lg:grid-cols-[1fr_18rem] lg:items-start lg:gap-8">
          <NwcConnectionForm
            id={formId}
            label={t`New connection`}
            permissions={permissions.data}
            initial={initial}
            error={create.error}
            onValuesChange={setValues}
            onSubmit={(registration) =>
              askBeforeSpending(registration, () =>
                create.mutate(registration, {
                  onSuccess: ({ connection, pairingUri }) => {
                    // The URI is held by this step alone; the mutation forgets it at once.
                    create.reset();
                    setPaired({
                      name: registration.description,
                      pubkey: connection.data.pubkey,
                      pairingUri,
                    });
                  },
                }),
              )
            }
          />
          <ConnectionSummary values={values} className="hidden lg:block" />
        </div>
      )}
    </FlowScreen>
  );
}

function EditConnectionFlow({ wallet }: { wallet: WalletConnection }) {
  const { t } = useLingui();
  const { pubkey = '' } = useParams();
  const isAdmin = wallet.keyType === 'admin';
  const permissions = useNwcPermissions(wallet);
  const service = useNwcService(wallet, isAdmin);
  const connections = useNwcConnections(wallet, true, isAdmin);
  const [paired, setPaired] = useState<Paired | null>(null);
  const connection = connections.data?.find((c) => c.data.pubkey === pubkey);

  if (paired) {
    const name = paired.name;
    return (
      <PairingStep
        wallet={wallet}
        title={t`Edit ${name}`}
        paired={paired}
        relays={service.data?.relays}
      />
    );
  }
  const connectionName = connection?.data.description;
  const title = connectionName ? t`Edit ${connectionName}` : t`Edit connection`;
  let body;
  if (!isAdmin) {
    body = <NeedsFullAccess />;
  } else if (connections.isError) {
    body = <ErrorMessage error={connections.error} />;
  } else if (!connections.data) {
    body = <Skeleton className="h-96" />;
  } else if (!connection || !canEdit(connection)) {
    body = (
      <Notice title={t`This connection can’t be edited here`} tone="warning">
        <p>
          <Trans>
            It was deleted, or it has limits this app cannot show. Delete it from the list and
            connect the app again.
          </Trans>
        </p>
        <Link to={paths.nwc.getHref()} className={buttonClass('secondary', 'mt-3 w-full')}>
          <Trans>Back to Wallet Connect</Trans>
        </Link>
      </Notice>
    );
  } else {
    return (
      <EditForm
        key={pubkey}
        wallet={wallet}
        title={title}
        connection={connection}
        permissions={permissions.data}
        onSaved={setPaired}
      />
    );
  }
  return (
    <FlowScreen title={title} fallbackHref={paths.nwc.getHref()}>
      {body}
    </FlowScreen>
  );
}

function EditForm({
  wallet,
  title,
  connection,
  permissions,
  onSaved,
}: {
  wallet: WalletConnection;
  title: string;
  connection: NwcConnection;
  permissions: Parameters<typeof NwcConnectionForm>[0]['permissions'];
  onSaved: (paired: Paired) => void;
}) {
  const { t } = useLingui();
  const [initial] = useState(() => formValuesOf(connection));
  const [values, setValues] = useState<NwcFormValues>(initial);
  const update = useUpdateNwcConnection(wallet);
  const askBeforeSpending = useAskBeforeSpending();
  const formId = useId();
  return (
    <FlowScreen
      title={title}
      fallbackHref={paths.nwc.getHref()}
      action={
        <Button type="submit" form={formId} busy={update.isPending} needsNetwork>
          {update.isPending ? t`Saving…` : t`Save changes`}
        </Button>
      }
    >
      <div className="lg:grid lg:grid-cols-[1fr_18rem] lg:items-start lg:gap-8">
        <div className="space-y-4">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>
              Saving replaces the connection with a new one: the app must be paired again with the
              new connection secret shown next.
            </Trans>
          </p>
          <NwcConnectionForm
            id={formId}
            label={t`Edit connection`}
            permissions={permissions}
            initial={initial}
            error={update.error}
            onValuesChange={setValues}
            onSubmit={(registration) =>
              // Saving makes a new connection under a new key: the same question as a new one.
              askBeforeSpending(registration, () =>
                update.mutate(
                  { previous: connection, registration: keepBudgetStart(registration, connection) },
                  {
                    onSuccess: ({ connection: made, pairingUri, oldKeptBecause }) => {
                      // As for a new connection: the URI is held by the next step alone.
                      update.reset();
                      onSaved({
                        name: registration.description,
                        pubkey: made.data.pubkey,
                        pairingUri,
                        replaced: { oldKeptBecause },
                      });
                    },
                  },
                ),
              )
            }
          />
        </div>
        <ConnectionSummary values={values} className="hidden lg:block" />
      </div>
    </FlowScreen>
  );
}

/** The pairing code, at once; "I've connected it" until the app is seen, then "Done". */
function PairingStep({
  wallet,
  title,
  paired,
  relays,
}: {
  wallet: WalletConnection;
  title: string;
  paired: Paired;
  relays: readonly string[] | undefined;
}) {
  const used = useNwcConnectionUsed(wallet, paired.pubkey);
  const backToList = useBackToList();
  return (
    <FlowScreen
      title={title}
      fallbackHref={paths.nwc.getHref()}
      action={
        <Button
          onClick={() => {
            rememberJustPaired(paired.pubkey);
            backToList();
          }}
        >
          {used ? <Trans>Done</Trans> : <Trans>I’ve connected it</Trans>}
        </Button>
      }
    >
      <NwcPairingResult
        name={paired.name}
        pairingUri={paired.pairingUri}
        used={used}
        relays={relays}
        replaced={paired.replaced}
      />
    </FlowScreen>
  );
}

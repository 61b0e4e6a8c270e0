import { useLingui } from '@lingui/react/macro';
import type { NwcConnection, NwcPermissions, NwcRegistration } from '@/api/nwc';
import { useConfirmWithLock } from '@/session';
import type { WalletConnection } from '@/session';
import { formValuesOf, keepBudgetStart } from './connection-edit';
import { canSpend } from './connection-form';
import { NwcConnectionForm } from './NwcConnectionForm';
import { useCreateNwcConnection, useUpdateNwcConnection } from './useNwc';

interface EditorProps {
  wallet: WalletConnection;
  permissions: NwcPermissions | undefined;
  /** Back to the list, saved or not. */
  onClose: () => void;
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

/** A new connection; once registered, its pairing URI goes to `onCreated` and nowhere else. */
export function CreateConnection({
  wallet,
  permissions,
  onClose,
  relay,
  onCreated,
}: EditorProps & {
  /** The relay apps will use, when known. */
  relay: string | null;
  onCreated: (name: string, pairingUri: string) => void;
}) {
  const create = useCreateNwcConnection(wallet);
  const askBeforeSpending = useAskBeforeSpending();
  return (
    <NwcConnectionForm
      permissions={permissions}
      relay={relay}
      busy={create.isPending}
      error={create.error}
      onCancel={onClose}
      onSubmit={(registration) =>
        askBeforeSpending(registration, () =>
          create.mutate(registration, {
            onSuccess: ({ pairingUri }) => {
              // The URI is held by the screen's view alone; the mutation forgets it at once.
              create.reset();
              onCreated(registration.description, pairingUri);
            },
          }),
        )
      }
    />
  );
}

/**
 * The limits of an existing connection, saved as a new connection under a new key; its pairing
 * URI goes to `onReplaced`, with why the old one is still there if it could not be deleted.
 */
export function EditConnection({
  wallet,
  permissions,
  connection,
  onClose,
  onReplaced,
}: EditorProps & {
  connection: NwcConnection;
  onReplaced: (name: string, pairingUri: string, oldKeptBecause: unknown) => void;
}) {
  const { t } = useLingui();
  const update = useUpdateNwcConnection(wallet);
  const askBeforeSpending = useAskBeforeSpending();
  return (
    <NwcConnectionForm
      permissions={permissions}
      relay={null}
      initial={formValuesOf(connection)}
      title={t`Edit connection`}
      submitLabel={t`Save changes`}
      note={t`LNbits cannot change a connection in place, so saving replaces it with a new one under a new key: the app stops working with its old secret and must be paired again with the new one shown next. Spending in the current budget period is counted from zero.`}
      busy={update.isPending}
      error={update.error}
      onCancel={onClose}
      onSubmit={(registration) =>
        // Saving makes a new connection under a new key: the same question as a new one.
        askBeforeSpending(registration, () =>
          update.mutate(
            { previous: connection, registration: keepBudgetStart(registration, connection) },
            {
              onSuccess: ({ pairingUri, oldKeptBecause }) => {
                // As for a new connection: the URI is held by the next view alone.
                update.reset();
                onReplaced(registration.description, pairingUri, oldKeptBecause);
              },
            },
          ),
        )
      }
    />
  );
}

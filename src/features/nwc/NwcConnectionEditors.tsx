import type { NwcConnection, NwcPermissions } from '@/api/nwc';
import type { WalletConnection } from '@/features/wallets';
import { formValuesOf, keepBudgetStart } from './connection-edit';
import { NwcConnectionForm } from './NwcConnectionForm';
import { useCreateNwcConnection, useUpdateNwcConnection } from './useNwc';

interface EditorProps {
  wallet: WalletConnection;
  permissions: NwcPermissions | undefined;
  /** Back to the list, saved or not. */
  onClose: () => void;
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
  return (
    <NwcConnectionForm
      permissions={permissions}
      relay={relay}
      busy={create.isPending}
      error={create.error}
      onCancel={onClose}
      onSubmit={(registration) =>
        create.mutate(registration, {
          onSuccess: ({ pairingUri }) => {
            // The URI is held by the screen's view alone; the mutation forgets it at once.
            create.reset();
            onCreated(registration.description, pairingUri);
          },
        })
      }
    />
  );
}

const EDIT_NOTE =
  'LNbits cannot change a connection in place, so saving registers it again under the same key: the app keeps working without pairing again, but spending in the current budget period is counted from zero.';

/** The limits of an existing connection, saved by registering its key again. */
export function EditConnection({
  wallet,
  permissions,
  connection,
  onClose,
}: EditorProps & { connection: NwcConnection }) {
  const update = useUpdateNwcConnection(wallet);
  return (
    <NwcConnectionForm
      permissions={permissions}
      relay={null}
      initial={formValuesOf(connection)}
      title="Edit connection"
      submitLabel="Save changes"
      note={EDIT_NOTE}
      busy={update.isPending}
      error={update.error}
      onCancel={onClose}
      onSubmit={(registration) =>
        update.mutate(
          { previous: connection, registration: keepBudgetStart(registration, connection) },
          { onSuccess: onClose },
        )
      }
    />
  );
}

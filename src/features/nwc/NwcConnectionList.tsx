import { Trans, useLingui } from '@lingui/react/macro';
import type { NwcConnection, NwcPermissions } from '@/api/nwc';
import { Button } from '@/components/ui/Button';
import { SkeletonList } from '@/components/ui/Skeleton';
import { SwitchField } from '@/components/ui/SwitchField';
import { QueryBlock } from '@/components/QueryBlock';
import type { QueryBlockState } from '@/components/QueryBlock';
import type { WalletConnection } from '@/session';
import { canEdit } from './connection-edit';
import { NwcConnectionCard } from './NwcConnectionCard';
import { useDeleteNwcConnection } from './useNwc';

export interface NwcConnectionListProps {
  wallet: WalletConnection;
  connections: QueryBlockState<NwcConnection[]> & { isFetching: boolean };
  permissions: NwcPermissions | undefined;
  includeExpired: boolean;
  onIncludeExpiredChange: (include: boolean) => void;
  /** Unix seconds, for "renews in…" and "last used…". */
  now: number;
  onEdit: (connection: NwcConnection) => void;
  onCreate: () => void;
}

/** The wallet's connections, each with its limits, and the way to add one. */
export function NwcConnectionList({
  wallet,
  connections,
  permissions,
  includeExpired,
  onIncludeExpiredChange,
  now,
  onEdit,
  onCreate,
}: NwcConnectionListProps) {
  const { t } = useLingui();
  const remove = useDeleteNwcConnection(wallet);
  const isRemoving = (connection: NwcConnection) => remove.variables === connection.data.pubkey;
  return (
    <>
      <SwitchField
        label={t`Show expired connections`}
        checked={includeExpired}
        onChange={onIncludeExpiredChange}
      />

      <QueryBlock
        query={connections}
        pending={
          <SkeletonList
            label={t`Loading connections`}
            // One: most people have none or one, and two blocks that collapsed into "No
            // connections yet" moved the New connection button up under a thumb.
            count={1}
            blockClassName="h-28"
            className="space-y-2"
          />
        }
        isEmpty={(list) => list.length === 0}
        empty={includeExpired ? t`No connections, expired or not.` : t`No connections yet.`}
      >
        {(list) => (
          <div
            role="list"
            aria-label={t`Connections`}
            aria-busy={connections.isFetching}
            className="space-y-3"
          >
            {list.map((connection) => (
              <div role="listitem" key={connection.data.pubkey}>
                <NwcConnectionCard
                  connection={connection}
                  permissions={permissions}
                  now={now}
                  canDelete
                  onEdit={canEdit(connection) ? () => onEdit(connection) : undefined}
                  deleting={remove.isPending && isRemoving(connection)}
                  deleteError={remove.isError && isRemoving(connection) ? remove.error : null}
                  onDelete={() => remove.mutate(connection.data.pubkey)}
                />
              </div>
            ))}
          </div>
        )}
      </QueryBlock>

      <div className="space-y-2">
        <Button className="w-full" onClick={onCreate}>
          <Trans>New connection</Trans>
        </Button>
        <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>Creating, editing and deleting connections needs full access.</Trans>
        </p>
      </div>
    </>
  );
}

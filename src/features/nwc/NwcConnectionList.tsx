import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NwcConnection, NwcPermissions } from '@/api/nwc';
import { SkeletonList } from '@/components/ui/Skeleton';
import { QueryBlock } from '@/components/QueryBlock';
import type { QueryBlockState } from '@/components/QueryBlock';
import { paths } from '@/lib/paths';
import type { WalletConnection } from '@/session';
import { canEdit } from './connection-edit';
import { takeJustPaired } from './just-paired';
import { NwcConnectionCard } from './NwcConnectionCard';
import { useDeleteNwcConnection } from './useNwc';

export interface NwcConnectionListProps {
  wallet: WalletConnection;
  /** The connections to show (the expired ones only when asked for). */
  connections: QueryBlockState<NwcConnection[]> & { isFetching: boolean };
  permissions: NwcPermissions | undefined;
  /** Unix seconds, for "renews at…" and "last used…". */
  now: number;
  /** Under the list: the expired connections' toggle. */
  footer?: ReactNode;
}

const cardId = (pubkey: string) => `nwc-connection-${pubkey}`;

/** "Connected apps": each connection with its limits, to edit or delete. */
export function NwcConnectionList({
  wallet,
  connections,
  permissions,
  now,
  footer,
}: NwcConnectionListProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const remove = useDeleteNwcConnection(wallet);
  const isRemoving = (connection: NwcConnection) => remove.variables === connection.data.pubkey;
  const [scrollTo, setScrollTo] = useState(takeJustPaired);
  const list = connections.data;
  useEffect(() => {
    if (scrollTo === null || !list?.some((c) => c.data.pubkey === scrollTo)) {
      return;
    }
    // After the browser has put back the list's old scroll position (a step back restores it).
    const frame = requestAnimationFrame(() => {
      document.getElementById(cardId(scrollTo))?.scrollIntoView({ block: 'center' });
      setScrollTo(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollTo, list]);
  return (
    <section aria-labelledby="nwc-connected" className="space-y-3">
      <h2 id="nwc-connected" className="text-lg font-semibold">
        {t({ message: 'Connected apps', comment: 'A heading over the list of app connections' })}
      </h2>
      <QueryBlock
        query={connections}
        pending={
          <SkeletonList
            label={t`Loading connections`}
            count={1}
            blockClassName="h-40"
            className="space-y-2"
          />
        }
        isEmpty={(list) => list.length === 0}
        empty={t`No apps connected yet.`}
      >
        {(list) => (
          <div
            role="list"
            aria-label={t`Connections`}
            aria-busy={connections.isFetching}
            className="space-y-3"
          >
            {list.map((connection) => (
              <div role="listitem" key={connection.data.pubkey} id={cardId(connection.data.pubkey)}>
                <NwcConnectionCard
                  connection={connection}
                  permissions={permissions}
                  now={now}
                  canDelete
                  onEdit={
                    canEdit(connection)
                      ? () => navigate(paths.nwcEdit.getHref(connection.data.pubkey))
                      : undefined
                  }
                  deleting={remove.isPending && isRemoving(connection)}
                  deleteError={remove.isError && isRemoving(connection) ? remove.error : null}
                  onDelete={() => remove.mutate(connection.data.pubkey)}
                />
              </div>
            ))}
          </div>
        )}
      </QueryBlock>
      {footer}
    </section>
  );
}

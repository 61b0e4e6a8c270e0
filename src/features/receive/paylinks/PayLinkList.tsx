import { Trans, useLingui } from '@lingui/react/macro';
import type { PayLink } from '@/api/lnurlp';
import { Button } from '@/components/ui/Button';
import { StatusNotice } from '@/components/ui/Notice';
import { SkeletonList } from '@/components/ui/Skeleton';
import { SwitchField } from '@/components/ui/SwitchField';
import { QueryBlock } from '@/components/QueryBlock';
import type { QueryBlockState } from '@/components/QueryBlock';
import { formatPayLinkRange, payLinkAddress } from './paylink-display';

export interface PayLinkListProps {
  links: QueryBlockState<PayLink[]> & { isFetching: boolean };
  /** The server's host, for Lightning Addresses. */
  host: string;
  allWallets: boolean;
  onAllWalletsChange: (all: boolean) => void;
  isOwn: (link: PayLink) => boolean;
  isAdmin: boolean;
  onOpen: (link: PayLink) => void;
  onCreate: () => void;
}

/** The reusable links, each opening its QR code, and the way to make one. */
export function PayLinkList({
  links,
  host,
  allWallets,
  onAllWalletsChange,
  isOwn,
  isAdmin,
  onOpen,
  onCreate,
}: PayLinkListProps) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          A reusable QR code or Lightning Address can be paid many times, by anyone who has it.
        </Trans>
      </p>

      <SwitchField
        label={t`Show links of all my wallets`}
        checked={allWallets}
        onChange={onAllWalletsChange}
      />

      <QueryBlock
        query={links}
        pending={
          <SkeletonList
            label={t`Loading reusable links`}
            count={2}
            blockClassName="h-16"
            className="space-y-2"
          />
        }
        isEmpty={(list) => list.length === 0}
        empty={
          allWallets ? (
            <Trans>None of your wallets has a reusable link yet.</Trans>
          ) : (
            <Trans>No reusable links yet.</Trans>
          )
        }
      >
        {(list) => (
          <ul aria-label={t`Reusable links`} className="space-y-2" aria-busy={links.isFetching}>
            {list.map((link) => {
              const address = payLinkAddress(link, host);
              return (
                <li key={link.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(link)}
                    className="flex w-full items-center gap-3 rounded-2xl bg-zinc-100 p-4 text-left hover:bg-zinc-200 dark:bg-zinc-900 dark:hover:bg-zinc-800"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center gap-2">
                        <span className="truncate font-medium">{link.description}</span>
                        {!isOwn(link) && (
                          <span className="shrink-0 rounded-full bg-zinc-200 px-2 py-0.5 text-xs dark:bg-zinc-700">
                            <Trans>Other wallet</Trans>
                          </span>
                        )}
                      </span>
                      <span className="block text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
                        {formatPayLinkRange(link)}
                      </span>
                      {address && (
                        <span className="block truncate text-sm text-zinc-600 dark:text-zinc-400">
                          {address}
                        </span>
                      )}
                    </span>
                    <span aria-hidden="true" className="text-zinc-400">
                      ›
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryBlock>

      {isAdmin ? (
        <div className="space-y-2">
          <Button className="w-full" onClick={onCreate}>
            <Trans>New reusable link</Trans>
          </Button>
          <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>Creating and deleting links needs full access.</Trans>
          </p>
        </div>
      ) : (
        <StatusNotice tone="info" compact>
          <Trans>
            This wallet is receive only, so it can show its reusable links but not create or delete
            them: that needs full access.
          </Trans>
        </StatusNotice>
      )}
    </div>
  );
}

import { useState } from 'react';
import type { NwcConnection, NwcPermissions } from '@/api/nwc';
import { parseNwcPermissions } from '@/api/nwc';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { ConfirmDelete } from '@/components/ui/ConfirmDelete';
import { cx } from '@/lib/cx';
import { budgetUsage } from './budget-window';
import { expiryText, isExpired, lastUsedText, permissionsText } from './connection-text';

export interface NwcConnectionCardProps {
  connection: NwcConnection;
  permissions: NwcPermissions | undefined;
  now: number;
  canDelete: boolean;
  /** Offered when the form can show every limit of the connection. */
  onEdit?: () => void;
  deleting: boolean;
  deleteError: unknown;
  onDelete: () => void;
}

/** One connection: name, permissions, budget used/left and its window, expiry, last used. */
export function NwcConnectionCard({
  connection,
  permissions,
  now,
  canDelete,
  onEdit,
  deleting,
  deleteError,
  onDelete,
}: NwcConnectionCardProps) {
  const [confirming, setConfirming] = useState(false);
  const { data, budgets } = connection;
  const expired = isExpired(connection, now);
  const ids = parseNwcPermissions(data.permissions);

  return (
    <article
      aria-label={data.description}
      className={cx(
        'space-y-3 rounded-2xl bg-zinc-100 p-4 dark:bg-zinc-900',
        expired && 'opacity-80',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-medium break-words">{data.description}</h3>
        {expired && (
          <span className="shrink-0 rounded-full bg-zinc-200 px-2 py-0.5 text-xs dark:bg-zinc-700">
            Expired
          </span>
        )}
      </header>
      <p className="text-sm">
        <span className="sr-only">Permissions: </span>
        {permissionsText(ids, permissions)}
      </p>

      {budgets.length === 0 ? (
        ids.includes('pay') && (
          <p className="text-sm text-amber-800 dark:text-amber-300">
            No budget: may spend the whole wallet.
          </p>
        )
      ) : (
        <ul className="space-y-2" aria-label="Budgets">
          {budgets.map((budget, index) => {
            const usage = budgetUsage(budget, now);
            return (
              <li key={budget.id ?? index} className="space-y-1" data-testid="nwc-budget">
                <div
                  className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
                  aria-hidden="true"
                >
                  <div
                    className={cx(
                      'h-full rounded-full',
                      usage.fraction >= 1 ? 'bg-red-500' : 'bg-amber-500',
                    )}
                    style={{ width: `${Math.round(usage.fraction * 100)}%` }}
                  />
                </div>
                <p className="flex flex-wrap justify-between gap-x-3 text-sm tabular-nums">
                  <span>{usage.usedText}</span>
                  <span className="font-medium">{usage.leftText}</span>
                </p>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">{usage.windowText}</p>
              </li>
            );
          })}
        </ul>
      )}

      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {expiryText(data.expires_at, now)} · {lastUsedText(connection, now)}
      </p>

      {canDelete && (
        <div className="space-y-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
          {deleteError ? <ErrorMessage error={deleteError} /> : null}
          {confirming ? (
            <ConfirmDelete
              confirmLabel="Delete connection"
              deleting={deleting}
              onConfirm={onDelete}
              onCancel={() => setConfirming(false)}
            >
              Delete “{data.description}”? The app using it loses access to this wallet at once.
            </ConfirmDelete>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              {onEdit ? (
                <Button
                  variant="ghost"
                  className="min-h-11 text-sm"
                  aria-label={`Edit ${data.description}`}
                  onClick={onEdit}
                >
                  Edit
                </Button>
              ) : (
                <span />
              )}
              <Button
                variant="ghost"
                className="min-h-11 text-sm text-red-700 dark:text-red-400"
                aria-label={`Delete ${data.description}…`}
                onClick={() => setConfirming(true)}
              >
                Delete…
              </Button>
            </div>
          )}
        </div>
      )}
    </article>
  );
}

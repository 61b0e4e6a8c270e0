import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { NwcBudget, NwcConnection, NwcPermissions } from '@/api/nwc';
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
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { data, budgets } = connection;
  const expired = isExpired(connection, now);
  const ids = parseNwcPermissions(data.permissions);
  const name = data.description;
  const expiry = expiryText(data.expires_at, now);
  const lastUsed = lastUsedText(connection, now);

  return (
    <article
      aria-label={name}
      className={cx(
        'space-y-3 rounded-2xl bg-zinc-100 p-4 dark:bg-zinc-900',
        expired && 'opacity-80',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-medium break-words">{name}</h3>
        {expired && (
          <span className="shrink-0 rounded-full bg-zinc-200 px-2 py-0.5 text-xs dark:bg-zinc-700">
            <Trans context="a badge: an app connection that no longer works">Expired</Trans>
          </span>
        )}
      </header>
      <p className="text-sm">
        <span className="sr-only">
          <Trans comment="Read by screen readers before the list of permissions">
            Permissions:
          </Trans>{' '}
        </span>
        {permissionsText(ids, permissions)}
      </p>

      {budgets.length === 0 ? (
        ids.includes('pay') && (
          <p className="text-sm text-amber-800 dark:text-amber-300">
            <Trans>No budget: may spend the whole wallet.</Trans>
          </p>
        )
      ) : (
        <ul className="space-y-2" aria-label={t`Budgets`}>
          {budgets.map((budget, index) => (
            <BudgetMeter key={budget.id ?? index} budget={budget} now={now} />
          ))}
        </ul>
      )}

      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {/* Two whole phrases side by side; the dot only separates them, in every language. */}
        {expiry} · {lastUsed}
      </p>

      {canDelete && (
        <div className="space-y-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
          {deleteError ? <ErrorMessage error={deleteError} /> : null}
          {confirming ? (
            <ConfirmDelete
              confirmLabel={t`Delete connection`}
              deleting={deleting}
              onConfirm={onDelete}
              onCancel={() => setConfirming(false)}
            >
              <Trans>Delete “{name}”? The app using it loses access to this wallet at once.</Trans>
            </ConfirmDelete>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              {onEdit ? (
                <Button
                  variant="ghost"
                  className="min-h-11 text-sm"
                  aria-label={t`Edit ${name}`}
                  onClick={onEdit}
                >
                  <Trans>Edit</Trans>
                </Button>
              ) : (
                <span />
              )}
              <Button
                variant="ghost"
                className="min-h-11 text-sm text-red-700 dark:text-red-400"
                aria-label={t`Delete ${name}…`}
                onClick={() => setConfirming(true)}
              >
                <Trans>Delete…</Trans>
              </Button>
            </div>
          )}
        </div>
      )}
    </article>
  );
}

/** One budget: a bar of what is spent, used and left in sats, and when it renews. */
function BudgetMeter({ budget, now }: { budget: NwcBudget; now: number }) {
  const usage = budgetUsage(budget, now);
  return (
    <li className="space-y-1" data-testid="nwc-budget">
      <div
        className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
        aria-hidden="true"
      >
        <div
          className={cx('h-full rounded-full', usage.fraction >= 1 ? 'bg-red-500' : 'bg-amber-500')}
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
}

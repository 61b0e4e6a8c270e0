import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { parseSatInput } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { formatDate } from '@/lib/time';
import { budgetCapText } from './budget-window';
import { expiresAtFor, PERMISSION_ORDER } from './connection-form';
import type { NwcFormValues } from './connection-form';
import { permissionName } from './connection-text';

/**
 * Beside the form on a wide screen: what the app will be able to do, in words, as the form now
 * stands (its preview, as the review sits beside Send's amount).
 */
export function ConnectionSummary({
  values,
  className,
}: {
  values: NwcFormValues;
  className?: string;
}) {
  const { t } = useLingui();
  // The moment the form opened: the expiry reads "until <date>" from it.
  const [now] = useState(() => new Date());
  const name = values.name.trim();
  const permissions = PERMISSION_ORDER.filter((id) => values.permissions.includes(id));
  const expiresAt = expiresAtFor(values.expiry, values.customExpiryDate, now);
  const budgetSat =
    values.budget === 'custom' ? parseSatInput(values.customBudgetText) : Number(values.budget);
  let budget: string | null = null;
  if (values.budget === 'none') {
    budget = t`No limit: it can spend everything in this wallet.`;
  } else if (budgetSat !== null && budgetSat > 0) {
    budget = budgetCapText(budgetSat, values.renewal);
  }
  let expiry: string | null = null;
  if (expiresAt === 0) {
    expiry = t`Never expires`;
  } else if (expiresAt !== null) {
    const date = formatDate(expiresAt * 1000);
    expiry = t({
      message: `Works until ${date}`,
      comment: 'An app connection; date: "12 Mar 2027"',
    });
  }

  return (
    <aside
      aria-label={t`Summary`}
      className={cx('space-y-3 rounded-2xl bg-zinc-100 p-4 text-sm dark:bg-zinc-900', className)}
    >
      <h2 className="font-semibold break-words">
        {name ? t`What “${name}” will be able to do` : t`What the app will be able to do`}
      </h2>
      {permissions.length === 0 ? (
        <p>
          <Trans>Nothing yet: choose at least one permission.</Trans>
        </p>
      ) : (
        <ul className="space-y-1">
          {permissions.map((id) => (
            <li key={id}>
              {permissionName(id)}
              {id === 'pay' && budget && (
                <span className="block text-zinc-600 dark:text-zinc-400">{budget}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {expiry && <p className="text-zinc-600 dark:text-zinc-400">{expiry}</p>}
      <p className="border-t border-zinc-200 pt-3 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
        <Trans>
          The connection’s key is made on this device; only its public half is sent to the server.
        </Trans>
      </p>
    </aside>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';

/** The second step of a delete: what will be lost, "Keep it" and the red button. */
export function ConfirmDelete({
  children,
  confirmLabel,
  deleting,
  onConfirm,
  onCancel,
}: {
  children: ReactNode;
  confirmLabel: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Confirm delete`} className="space-y-3">
      <p className="text-sm">{children}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          <Trans>Keep it</Trans>
        </Button>
        <Button variant="danger" busy={deleting} onClick={onConfirm} needsNetwork>
          {deleting ? <Trans>Deleting…</Trans> : confirmLabel}
        </Button>
      </div>
    </div>
  );
}

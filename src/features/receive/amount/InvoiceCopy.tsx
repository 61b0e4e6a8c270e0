import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Button } from '@/components/ui/Button';
import { selectTextOf } from '@/components/useCopyText';
import { cx } from '@/lib/cx';

/** Copy and share the invoice, what copying did, and the invoice as text to select by hand. */
export function InvoiceCopy({ bolt11 }: { bolt11: string }) {
  const { t } = useLingui();
  const invoiceTextRef = useRef<HTMLParagraphElement>(null);
  const invoiceLabelId = useId();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const share = async () => {
    try {
      await navigator.share({ title: t`Lightning invoice`, text: `lightning:${bolt11}` });
    } catch {
      // Cancelled by the person, or refused: nothing to say.
    }
  };

  return (
    <div className="space-y-3">
      <div className={cx('grid gap-2 text-center', canShare ? 'grid-cols-2' : 'grid-cols-1')}>
        <CopyButton
          value={bolt11}
          text={t`Copy invoice`}
          variant="primary"
          className=""
          copiedNote={<Trans>Invoice copied to the clipboard.</Trans>}
          fallback={{
            hint: (
              <Trans>
                Copying isn’t available here.{' '}
                <button
                  type="button"
                  className="underline"
                  onClick={() => selectTextOf(invoiceTextRef.current)}
                >
                  Select the invoice text
                </button>{' '}
                and copy it yourself.
              </Trans>
            ),
          }}
        />
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            <Trans>Share</Trans>
          </Button>
        )}
      </div>
      <div className="space-y-1">
        <p className="text-sm font-medium" id={invoiceLabelId}>
          <Trans>Invoice</Trans>
        </p>
        <p
          ref={invoiceTextRef}
          data-testid="invoice-text"
          aria-labelledby={invoiceLabelId}
          // Scrolls when long: focusable so a keyboard can scroll it too.
          tabIndex={0}
          className="max-h-24 overflow-y-auto rounded-xl border border-zinc-200 p-3 font-mono text-xs break-all select-all dark:border-zinc-800"
        >
          {bolt11}
        </p>
      </div>
    </div>
  );
}

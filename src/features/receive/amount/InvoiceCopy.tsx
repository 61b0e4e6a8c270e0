import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { cx } from '@/lib/cx';
import { canShare } from '../can-share';
import { ShareButton } from '../ShareButton';

/**
 * Copy and Share of a request, the primary action and the one beside it. Where copying is
 * refused, the invoice text (under Details) is opened and selected, to copy by hand.
 */
export function InvoiceCopy({
  bolt11,
  invoiceText,
}: {
  bolt11: string;
  /** The invoice's text on screen, and how to reveal it (its Details). */
  invoiceText: { ref: RefObject<HTMLElement | null>; reveal: () => void };
}) {
  const { t } = useLingui();
  return (
    <div className={cx('grid gap-2', canShare() ? 'grid-cols-2' : 'grid-cols-1')}>
      <CopyButton
        value={bolt11}
        label={t`Copy the request`}
        variant="primary"
        className=""
        copiedNote={<Trans>Copied to the clipboard.</Trans>}
        fallback={{ select: invoiceText.ref, reveal: invoiceText.reveal }}
      />
      <ShareButton title={t`Lightning invoice`} text={`lightning:${bolt11}`} />
    </div>
  );
}

/** The invoice's text, for a person who copies it by hand: technical, so under Details. */
export function InvoiceText({
  bolt11,
  textRef,
  detailsRef,
}: {
  bolt11: string;
  textRef: RefObject<HTMLParagraphElement | null>;
  detailsRef: RefObject<HTMLDetailsElement | null>;
}) {
  const { t } = useLingui();
  return (
    <details ref={detailsRef} className="group w-full text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-center gap-1 font-medium [&::-webkit-details-marker]:hidden lg:justify-start">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {t({ message: 'Details', context: 'a fold-out with more information' })}
      </summary>
      <p className="pt-1 text-zinc-600 dark:text-zinc-400">
        <Trans>Invoice</Trans>
      </p>
      <p
        ref={textRef}
        data-testid="invoice-text"
        // Scrolls when long: focusable so a keyboard can scroll it too.
        tabIndex={0}
        className="mt-1 max-h-24 overflow-y-auto rounded-xl border border-zinc-200 p-3 font-mono text-xs break-all select-all dark:border-zinc-800"
      >
        {bolt11}
      </p>
    </details>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { LnurlTarget } from '@/lib/lnurl-target';

/** Whom the LNURL pays and what for, as the service describes it (plain text, never HTML). */
export function PayeeCard({ target, request }: { target: LnurlTarget; request: PayRequest }) {
  const { metadata } = request;
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const who = target.address ?? metadata.identifier ?? metadata.email;
  return (
    <section
      aria-label={t`Payment details`}
      className="space-y-3 rounded-2xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-start gap-3">
        {metadata.imageDataUrl && (
          <img
            src={metadata.imageDataUrl}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-xl object-cover"
          />
        )}
        <div className="min-w-0">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <Trans comment="Above the name of whom the LNURL pays">Paying</Trans>
          </p>
          <p data-testid="lnurl-domain" className="text-lg font-semibold break-all">
            {target.domain}
          </p>
          {who && (
            <p data-testid="lnurl-identifier" className="text-sm break-all">
              {who}
            </p>
          )}
        </div>
      </div>
      {/* Plain React text: never HTML. */}
      <p data-testid="lnurl-description" className="break-words whitespace-pre-wrap">
        {metadata.text}
      </p>
      {metadata.longDescription && (
        <div>
          <p
            className={cx(
              'text-sm break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300',
              !open && 'line-clamp-3',
            )}
          >
            {metadata.longDescription}
          </p>
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            className="mt-1 min-h-11 text-sm font-medium text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
          >
            {open ? <Trans>Show less</Trans> : <Trans>Show the full description</Trans>}
          </button>
        </div>
      )}
    </section>
  );
}

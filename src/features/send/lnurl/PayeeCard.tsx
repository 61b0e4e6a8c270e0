import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Details } from '@/components/ui/Details';
import { cx } from '@/lib/cx';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { payeeOf } from './payee';

/** The title of every step of an LNURL payment: whom (FlowScreen's h1). */
export function PayeeTitle({ target, request }: { target: LnurlTarget; request: PayRequest }) {
  const { who, address } = payeeOf(target, request);
  return <span data-testid={address ? 'lnurl-identifier' : 'lnurl-domain'}>{who}</span>;
}

/** The service's own description, one line under the title. Plain React text: never HTML. */
export function PayeeSubtitle({ request }: { request: PayRequest }) {
  return <span data-testid="lnurl-description">{request.metadata.text}</span>;
}

/**
 * For the curious, folded away: the service's host and picture, its long description, how the
 * request travels, and the code itself.
 */
export function PayeeDetails({
  target,
  request,
  path,
}: {
  target: LnurlTarget;
  request: PayRequest;
  /** How the request travels (this device or the LNbits server). */
  path: ReactNode;
}) {
  const { t } = useLingui();
  const { metadata } = request;
  const { address } = payeeOf(target, request);
  const declared = metadata.identifier ?? metadata.email;
  return (
    <Details className="text-zinc-700 dark:text-zinc-300">
      <dl className="space-y-2">
        <div className="flex items-start gap-3">
          {metadata.imageDataUrl && (
            <img
              src={metadata.imageDataUrl}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-xl object-cover"
            />
          )}
          <div className="min-w-0">
            <dt className="text-zinc-600 dark:text-zinc-400">
              <Trans>Service</Trans>
            </dt>
            <dd data-testid={address ? 'lnurl-domain' : undefined} className="break-all">
              {target.domain}
            </dd>
          </div>
        </div>
        {declared && declared !== address && (
          <div>
            <dt className="text-zinc-600 dark:text-zinc-400">
              <Trans>Says it is</Trans>
            </dt>
            <dd className="break-all">{declared}</dd>
          </div>
        )}
        {metadata.longDescription && <LongDescription text={metadata.longDescription} />}
        <div>
          <dt className="text-zinc-600 dark:text-zinc-400">{t`How it is paid`}</dt>
          <dd data-testid="lnurl-path">{path}</dd>
        </div>
        <div>
          <dt className="text-zinc-600 dark:text-zinc-400">
            <Trans>Code</Trans>
          </dt>
          <dd className="font-mono text-xs break-all">{target.scanCode}</dd>
        </div>
      </dl>
    </Details>
  );
}

function LongDescription({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p
        className={cx(
          'break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300',
          !open && 'line-clamp-3',
        )}
      >
        {text}
      </p>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="mt-1 min-h-11 font-medium text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
      >
        {open ? <Trans>Show less</Trans> : <Trans>Show the full description</Trans>}
      </button>
    </div>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PayLink } from '@/api/lnurlp';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { ConfirmDelete } from '@/components/ui/ConfirmDelete';
import { CopyValue } from './CopyValue';
import { PayLinkQr } from './PayLinkQr';
import { formatPayLinkRange, payLinkAddress } from './paylink-display';
import { payLinkLnurl } from './paylink-lnurl';

export interface PayLinkDetailProps {
  link: PayLink;
  serverOrigin: string;
  serverHost: string;
  /** Delete is offered only with the admin key, for a link of this wallet. */
  canDelete: boolean;
  /** Why delete is not offered, when it is not. */
  deleteNote?: string;
  deleting: boolean;
  deleteError: unknown;
  onDelete: () => void;
  onBack: () => void;
}

/** One reusable link: a big QR code, its Lightning Address and LNURL to copy or share. */
export function PayLinkDetail({
  link,
  serverOrigin,
  serverHost,
  canDelete,
  deleteNote,
  deleting,
  deleteError,
  onDelete,
  onBack,
}: PayLinkDetailProps) {
  const [confirming, setConfirming] = useState(false);
  const lnurl = payLinkLnurl(link, serverOrigin);
  const address = payLinkAddress(link, serverHost);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const { t } = useLingui();
  const description = link.description;
  const commentChars = link.comment_chars;

  const share = async () => {
    try {
      await navigator.share({
        title: link.description,
        text: address ? `${address}\n\nlightning:${lnurl ?? ''}` : `lightning:${lnurl ?? ''}`,
      });
    } catch {
      // Cancelled by the person, or refused: nothing to say.
    }
  };

  return (
    <section aria-label={t`Reusable link`} className="space-y-5">
      <Button variant="ghost" className="-ml-2 min-h-11 px-2 text-sm" onClick={onBack}>
        <Trans>← All reusable links</Trans>
      </Button>

      <PayLinkQr lnurl={lnurl} label={t`QR code of the reusable link`} what="link" />

      <div className="space-y-1 text-center">
        <h2 className="text-xl font-semibold break-words">{link.description}</h2>
        <p className="text-zinc-700 tabular-nums dark:text-zinc-300" data-testid="paylink-range">
          {formatPayLinkRange(link)}
        </p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {commentChars > 0 ? (
            <Plural
              value={commentChars}
              one="Payers may add a note of up to # character."
              other="Payers may add a note of up to # characters."
            />
          ) : (
            <Trans>No notes.</Trans>
          )}{' '}
          <Trans>Can be paid any number of times.</Trans>
        </p>
      </div>

      <div className="space-y-3">
        {address && (
          <CopyValue label={t`Lightning Address`} value={address} testId="paylink-address" />
        )}
        {lnurl && <CopyValue label="LNURL" value={lnurl} testId="paylink-lnurl" mono />}
        {canShare && lnurl && (
          <Button variant="secondary" className="w-full" onClick={() => void share()}>
            <Trans>Share</Trans>
          </Button>
        )}
      </div>

      {canDelete ? (
        <div className="space-y-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          {deleteError ? <ErrorMessage error={deleteError} /> : null}
          {confirming ? (
            <ConfirmDelete
              confirmLabel={t`Delete link`}
              deleting={deleting}
              onConfirm={onDelete}
              onCancel={() => setConfirming(false)}
            >
              {address ? (
                <Trans>
                  Delete “{description}”? Its QR code and Lightning Address stop working for
                  everyone who has it.
                </Trans>
              ) : (
                <Trans>
                  Delete “{description}”? Its QR code stops working for everyone who has it.
                </Trans>
              )}
            </ConfirmDelete>
          ) : (
            <Button
              variant="ghost"
              className="w-full text-red-700 dark:text-red-400"
              onClick={() => setConfirming(true)}
            >
              <Trans>Delete…</Trans>
            </Button>
          )}
          <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>Deleting needs full access.</Trans>
          </p>
        </div>
      ) : (
        deleteNote && (
          <p className="border-t border-zinc-200 pt-4 text-center text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
            {deleteNote}
          </p>
        )
      )}
    </section>
  );
}

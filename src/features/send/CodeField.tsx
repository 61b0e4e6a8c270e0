import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';

function canReadClipboard(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';
}

/**
 * Where the code goes: typed, pasted or scanned. Once the code is recognised the raw text folds
 * away under "Details" (the field stays mounted, so the caret and undo survive), and one button
 * starts over with another code.
 */
export function CodeField({
  text,
  onEdit,
  onPaste,
  pasteError,
  committed,
  invalid,
  recognised,
  hidden = false,
}: {
  text: string;
  onEdit: (text: string) => void;
  onPaste: () => void;
  pasteError: string | null;
  /** A payment or withdrawal is under way: the code can't change. */
  committed: boolean;
  invalid: boolean;
  recognised: boolean;
  /** Kept mounted (the code stays the screen's) but out of sight behind an outcome. */
  hidden?: boolean;
}) {
  const { t } = useLingui();
  const fieldId = useId();
  const messageId = `${fieldId}-message`;
  return (
    <div className="relative space-y-2" hidden={hidden}>
      {!committed && recognised && (
        // Top right, level with the folded code: starting over is one tap, and takes no row.
        <Button
          variant="ghost"
          className="absolute top-0 right-0 min-h-11"
          onClick={() => onEdit('')}
        >
          <Trans>Use another code</Trans>
        </Button>
      )}
      <details open={!recognised}>
        <summary
          className={cx(
            'cursor-pointer py-3 text-sm font-medium text-zinc-700 dark:text-zinc-300',
            !recognised && 'hidden',
          )}
        >
          <Trans>Details: the code</Trans>
        </summary>
        <label htmlFor={fieldId} className="mb-2 block text-sm font-medium">
          <Trans>Invoice, LNURL or Lightning address</Trans>
        </label>
        <textarea
          id={fieldId}
          value={text}
          onChange={(e) => onEdit(e.target.value)}
          readOnly={committed}
          rows={text === '' ? 4 : 3}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t`lnbc…, LNURL… or name@domain.com`}
          aria-invalid={invalid || undefined}
          aria-describedby={pasteError ? messageId : undefined}
          className={cx(
            'block w-full resize-none rounded-xl border bg-white px-3 py-2.5 font-mono text-base break-all',
            'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
            committed && 'text-zinc-500',
            invalid && 'border-red-500 dark:border-red-500',
          )}
        />
      </details>
      <p id={messageId} aria-live="polite" className="text-sm text-red-700 dark:text-red-400">
        {pasteError}
      </p>
      {!committed && !recognised && (
        <div className="flex gap-2">
          <Link to={paths.scan.getHref()} className={buttonClass('secondary', 'flex-1')}>
            <Trans>Scan</Trans>
          </Link>
          {canReadClipboard() && (
            <Button variant="secondary" className="flex-1" onClick={onPaste}>
              <Trans>Paste</Trans>
            </Button>
          )}
          {text !== '' && (
            <Button variant="ghost" onClick={() => onEdit('')}>
              <Trans>Clear</Trans>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

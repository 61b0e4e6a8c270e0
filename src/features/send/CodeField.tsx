import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cx } from '@/lib/cx';

/**
 * Where a code can be typed or pasted by hand, under Paste and Scan. A code pasted or filled in
 * whole opens at once; one typed a key at a time opens with Continue (or Enter), so a half-typed
 * address is never looked up.
 */
export function CodeField({
  text,
  onEdit,
  onSubmit,
  invalid,
  message,
}: {
  text: string;
  /** `whole`: the text arrived in one go (a paste, autofill, a drop), not a key at a time. */
  onEdit: (text: string, whole: boolean) => void;
  onSubmit: () => void;
  invalid: boolean;
  /** Why the clipboard could not be read, when it couldn't. */
  message: string | null;
}) {
  const { t } = useLingui();
  const fieldId = useId();
  const messageId = `${fieldId}-message`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-1.5"
    >
      <label
        htmlFor={fieldId}
        className="block text-sm font-medium text-zinc-700 dark:text-zinc-300"
      >
        <Trans>Invoice, LNURL or Lightning address</Trans>
      </label>
      <input
        id={fieldId}
        type="text"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
          const whole =
            inputType.startsWith('insertFromPaste') ||
            inputType === 'insertFromDrop' ||
            Math.abs(next.length - text.length) > 1;
          onEdit(next, whole);
        }}
        enterKeyHint="go"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t`name@domain.com, lnbc… or LNURL…`}
        aria-invalid={invalid || undefined}
        aria-describedby={message ? messageId : undefined}
        className={cx(
          'block min-h-12 w-full rounded-xl border bg-white px-3 text-base',
          'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
          invalid && 'border-red-500 dark:border-red-500',
        )}
      />
      <p id={messageId} aria-live="polite" className="text-sm text-red-700 dark:text-red-400">
        {message}
      </p>
    </form>
  );
}

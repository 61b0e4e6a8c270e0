import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { cx } from '@/lib/cx';

/** LUD-12: an optional comment for the payee, within the length the service allows. */
export function CommentInput({
  domain,
  allowed,
  value,
  error,
  readOnly,
  onChange,
}: {
  domain: string;
  allowed: number;
  value: string;
  error: string | null;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const length = value.length;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        <Trans>Note for {domain} (optional)</Trans>
      </label>
      <textarea
        id={id}
        value={value}
        readOnly={readOnly}
        rows={2}
        maxLength={allowed}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count`}
        className={cx(
          'block w-full resize-none rounded-xl border bg-white px-3 py-2.5 text-base',
          'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
        )}
      />
      <p id={`${id}-count`} className="text-sm text-zinc-600 dark:text-zinc-400">
        <Plural
          value={allowed}
          one={`${length} / # character`}
          other={`${length} / # characters`}
        />
        {error && <span className="block text-red-700 dark:text-red-400">{error}</span>}
      </p>
    </div>
  );
}

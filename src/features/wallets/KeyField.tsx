import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { EyeIcon, EyeOffIcon, ScanIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';

/**
 * The wallet key (or LNbits wallet link) field: hidden like a password until the person shows it,
 * with the scanner one tap away. A scanned code comes back here as if pasted.
 */
export function KeyField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium">
        <Trans>Wallet key or LNbits wallet link</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="key"
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={cx(hintId, error && errorId)}
          aria-invalid={error ? true : undefined}
          className={cx(
            'block min-h-12 w-full min-w-0 rounded-xl border bg-white px-3 text-base',
            'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
            error && 'border-red-500 dark:border-red-500',
          )}
        />
        <button
          type="button"
          onClick={() => setShown(!shown)}
          aria-label={shown ? t`Hide key` : t`Show key`}
          aria-controls={inputId}
          className={buttonClass('secondary', 'size-12 shrink-0 px-0')}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
        <Link
          to={paths.connectScan.getHref()}
          aria-label={t`Scan a key or wallet link`}
          className={buttonClass('secondary', 'size-12 shrink-0 px-0')}
        >
          <ScanIcon />
        </Link>
      </div>
      <p id={hintId} className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          The admin key can send and receive; the invoice key can only receive. Or paste the link
          LNbits shows for opening your wallet on a phone (it looks like …/wallet?usr=…).
        </Trans>
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

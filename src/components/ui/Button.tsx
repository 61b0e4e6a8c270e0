import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import { buttonClass } from './button-class';
import type { ButtonVariant } from './button-class';
import { useOnline } from './useOnline';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows the busy state and blocks further presses. */
  busy?: boolean;
  /** The action needs the server: disabled while offline, with the reason shown below. */
  needsNetwork?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  needsNetwork = false,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const online = useOnline();
  const reasonId = useId();
  const blocked = needsNetwork && !online;
  const button = (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || busy || blocked}
      aria-busy={busy || undefined}
      {...rest}
      aria-describedby={blocked ? reasonId : rest['aria-describedby']}
    >
      {children}
    </button>
  );
  if (!blocked) {
    return button;
  }
  return (
    <>
      {button}
      <p id={reasonId} className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
        <Trans>You’re offline. This needs a connection to your server.</Trans>
      </p>
    </>
  );
}

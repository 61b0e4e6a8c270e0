import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { paths } from '@/lib/paths';

/** Receive's frame: the whole screen, Back to Home, "Add amount" where a thumb rests. */
export function ReceiveFrame({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const { t } = useLingui();
  return (
    <FlowScreen title={t`Receive`} fallbackHref={paths.home.getHref()} action={action}>
      {children}
    </FlowScreen>
  );
}

export function AddAmountLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={paths.receiveAmount.getHref()} className={buttonClass(variant, 'w-full')}>
      <Trans>Add amount</Trans>
    </Link>
  );
}

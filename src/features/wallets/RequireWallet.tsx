import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { useActiveWallet } from '@/session';

/** Renders its children only when a wallet is connected; otherwise to the first-run welcome. */
export function RequireWallet({ children }: { children: ReactNode }) {
  const wallet = useActiveWallet();
  if (!wallet) {
    return <Navigate to={paths.welcome.getHref()} replace />;
  }
  return children;
}

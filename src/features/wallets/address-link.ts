import { paths } from '@/lib/paths';
import { handOverToConnect, walletLinkInAddress } from '@/session';

let checked = false;

/**
 * The app opened at an LNbits wallet link (`/wallet?usr=…`, as when the sandbox serving it is the
 * wallet's server): before the router reads the address, the user id leaves the address bar (the
 * entry becomes Connect) and the link goes to Connect in memory, as a scanned one does. Once per
 * page load; the router's first render calls it.
 */
export function takeWalletLinkFromAddress(): void {
  if (checked) {
    return;
  }
  checked = true;
  const found = walletLinkInAddress(window.location.href);
  if (found) {
    window.history.replaceState(null, '', paths.connect.getHref());
    handOverToConnect(found.link);
  }
}

import { useEffect, useState } from 'react';
import { readLnbitsWalletLink } from '@/lib/wallet-link';
import { displayServerUrl } from '@/lib/server-url';
import { clearConnectCode, peekConnectCode } from '@/session';
import { appOrigin } from '@/api/app-origin';

/**
 * The server and key fields of Connect. A code from the scanner (or the address bar) arrives as if
 * pasted, and a pasted LNbits wallet link fills in its server, as the person would.
 */
export function useConnectFields(currentServerUrl: string | undefined) {
  const [handedOver] = useState(() => peekConnectCode()?.trim() ?? '');
  useEffect(clearConnectCode, []);
  const [server, setServer] = useState(() =>
    displayServerUrl(
      readLnbitsWalletLink(handedOver)?.serverUrl ?? currentServerUrl ?? '',
      appOrigin(),
    ),
  );
  const [key, setKey] = useState(handedOver);

  const changeKey = (value: string) => {
    setKey(value);
    const pasted = readLnbitsWalletLink(value);
    if (pasted) {
      setServer(displayServerUrl(pasted.serverUrl, appOrigin()));
    }
  };

  return { server, setServer, key, setKey: changeKey, link: readLnbitsWalletLink(key) };
}

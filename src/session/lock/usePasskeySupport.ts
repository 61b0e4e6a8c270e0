import { useEffect, useState } from 'react';
import { passkeySupport } from './passkey';
import type { PasskeySupport } from './passkey';

/** Whether passkey unlock can be offered here (null while the browser is asked). */
export function usePasskeySupport(): PasskeySupport | null {
  const [support, setSupport] = useState<PasskeySupport | null>(null);
  useEffect(() => {
    let live = true;
    void passkeySupport().then((answer) => live && setSupport(answer));
    return () => {
      live = false;
    };
  }, []);
  return support;
}

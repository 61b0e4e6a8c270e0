import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

const CONFIRM_MS = 2_500;

/** Copies text with the async clipboard API; 'failed' when it is missing or refused. */
export function useClipboard() {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') {
      return;
    }
    const timer = setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard?.writeText) {
        throw new Error('no clipboard');
      }
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return { state, copy };
}

import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text with the async clipboard API; says so for a moment, or that copying was refused. */
export function useCopyText() {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') {
      return;
    }
    const timer = setTimeout(() => setState('idle'), 2_500);
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

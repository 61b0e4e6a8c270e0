import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

const CONFIRM_MS = 2_500;

/**
 * Copies text with the async clipboard API. "Copied" shows for a moment; "failed" (no clipboard, or
 * refused) stays until the next try, so the person sees that nothing was copied.
 */
export function useCopyText() {
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

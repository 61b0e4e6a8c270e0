import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

const CONFIRM_MS = 2_500;

/**
 * The old way to copy, for pages without the async clipboard API (plain http, older engines) or
 * where it refused: a selected off-screen text area and execCommand('copy'). Must run in the tap.
 */
export function copyBySelection(text: string, doc: Document = document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  // Read-only so that iOS does not raise the keyboard; fixed and transparent so nothing moves.
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;font-size:16px';
  const focused = doc.activeElement as HTMLElement | null;
  doc.body.append(area);
  try {
    area.focus({ preventScroll: true });
    area.select();
    // iOS selects nothing with select() alone.
    area.setSelectionRange(0, text.length);
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus?.({ preventScroll: true });
  }
}

/** Copies `text`: the async clipboard API where there is one, else (or when it refuses) the old way. */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): the old way may still work.
    }
  }
  return copyBySelection(text);
}

/** Selects the text of `node`, so a person can copy it by hand when copying failed. */
export function selectTextOf(node: Node | null | undefined): void {
  if (node) {
    window.getSelection()?.selectAllChildren(node);
  }
}

/**
 * The one way the app copies. "Copied" shows for a moment; "failed" (no way to copy here, or
 * refused) stays until the next try, and the caller then shows or selects the text to copy by hand.
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

  /**
   * Resolves to whether the text was copied. `onRefused` runs in the same update as the state
   * turning 'failed', so what it changes (a text unmasked) renders together with it.
   */
  const copy = async (text: string, onRefused?: () => void): Promise<boolean> => {
    const copied = await copyText(text);
    if (!copied) {
      onRefused?.();
    }
    setState(copied ? 'copied' : 'failed');
    return copied;
  };

  return { state, copy };
}

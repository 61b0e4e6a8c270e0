import { useSyncExternalStore } from 'react';
import { confirmWithLock, pendingPrompt, subscribePrompt } from './lock-prompt';
import type { PromptRequest } from './lock-prompt';

/**
 * `confirm(reason)` asks for the PIN before a sensitive step (a large payment, showing keys) and
 * resolves true once it is entered, false when cancelled; true at once when no PIN is set.
 */
export function useConfirmWithLock(): (reason: string) => Promise<boolean> {
  return confirmWithLock;
}

/** The open request, for the dialog that answers it. */
export function usePendingPrompt(): PromptRequest | null {
  return useSyncExternalStore(subscribePrompt, pendingPrompt, pendingPrompt);
}

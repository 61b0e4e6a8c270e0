import { weakensLock } from '@/lib/lock-policy';
import type { LockSettings } from '@/lib/lock-policy';
import { confirmWithLock } from './lock-prompt';
import { getSettings, updateSettings } from '../settings/settings-store';

/**
 * Changes when the lock asks for the PIN. A change that asks less or later (lib/lock-policy)
 * waits for the PIN first, through the same prompt as the key screen; cancelled, nothing changes.
 * Resolves whether the change was made.
 */
export async function changeLockSettings(
  changes: Partial<LockSettings>,
  reason: string,
): Promise<boolean> {
  if (weakensLock(getSettings(), changes) && !(await confirmWithLock(reason))) {
    return false;
  }
  updateSettings(changes);
  return true;
}

import { useSyncExternalStore } from 'react';
import { getSettings, subscribeSettings, updateSettings, type Settings } from './settings-store';

/** The display preferences and a setter; re-renders when they change (in any tab). */
export function useSettings(): [Settings, (changes: Partial<Settings>) => void] {
  const settings = useSyncExternalStore(subscribeSettings, getSettings, getSettings);
  return [settings, updateSettings];
}

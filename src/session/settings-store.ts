// The person's display preferences, kept in localStorage for this browser.
import { z } from 'zod/mini';

export type Theme = 'system' | 'light' | 'dark';
export type Denomination = 'sats' | 'btc';

export interface Settings {
  /** Uppercase ISO code from GET /api/v1/currencies, or null for no fiat display. */
  fiatCurrency: string | null;
  theme: Theme;
  denomination: Denomination;
}

export const DEFAULT_SETTINGS: Settings = {
  fiatCurrency: 'USD',
  theme: 'system',
  denomination: 'sats',
};
export const SETTINGS_STORAGE_KEY = 'pocketbits.settings.v1';

const SettingsSchema = z.object({
  fiatCurrency: z.nullable(z.string()),
  theme: z.enum(['system', 'light', 'dark']),
  denomination: z.enum(['sats', 'btc']),
});

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Settings | undefined;

function read(): Settings {
  try {
    const raw = localStorage.getItem(SETTINGS_STORAGE_KEY);
    const parsed = raw
      ? SettingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...JSON.parse(raw) })
      : null;
    return parsed?.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function getSettings(): Settings {
  current ??= read();
  return current;
}

export function updateSettings(changes: Partial<Settings>): Settings {
  current = { ...getSettings(), ...changes };
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Private mode or full storage: the choice still holds for this session.
  }
  for (const listener of listeners) {
    listener();
  }
  return current;
}

export function subscribeSettings(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

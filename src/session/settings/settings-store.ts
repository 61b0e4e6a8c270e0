// The person's display preferences, kept in localStorage for this browser.
import { z } from 'zod/mini';
import { APP_LOCALES, type AppLocale } from '@/lib/locale';

export type Theme = 'system' | 'light' | 'dark';
export type Denomination = 'sats' | 'btc';

export interface Settings {
  /** The language chosen in Settings, or null to follow the browser's (src/session/i18n/i18n.ts). */
  locale: AppLocale | null;
  /** Uppercase ISO code from GET /api/v1/currencies, or null for no fiat display. */
  fiatCurrency: string | null;
  theme: Theme;
  denomination: Denomination;
  /** With a PIN set: how long the app may stay in the background before it locks (0: at once). */
  autoLockAfterMs: number;
  /** With a PIN set: payments above this many sats ask for it first; null: never. */
  confirmPaymentsAboveSat: number | null;
}

/** The auto-lock choices offered (ms in the background). */
export const AUTO_LOCK_CHOICES_MS = [0, 60_000, 5 * 60_000, 15 * 60_000] as const;

export const DEFAULT_SETTINGS: Settings = {
  locale: null,
  fiatCurrency: 'USD',
  theme: 'system',
  denomination: 'sats',
  autoLockAfterMs: 60_000,
  confirmPaymentsAboveSat: null,
};
export const SETTINGS_STORAGE_KEY = 'pocketbits.settings.v1';

const SettingsSchema = z.object({
  // A language this version no longer ships reads as "follow the browser", not as broken settings.
  locale: z.catch(z.nullable(z.enum(APP_LOCALES)), null),
  fiatCurrency: z.nullable(z.string()),
  theme: z.enum(['system', 'light', 'dark']),
  denomination: z.enum(['sats', 'btc']),
  autoLockAfterMs: z.int().check(z.nonnegative()),
  confirmPaymentsAboveSat: z.nullable(z.int().check(z.nonnegative())),
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

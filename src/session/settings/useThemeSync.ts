import { useEffect } from 'react';
import { applyTheme, resolveTheme } from './theme';
import { useSettings } from './useSettings';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Keeps the page's theme in step with the setting, and with the system's while on 'system'. */
export function useThemeSync(): void {
  const [{ theme }] = useSettings();
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const apply = () => applyTheme(resolveTheme(theme, media.matches));
    apply();
    if (theme !== 'system') {
      return;
    }
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);
}

// Applies the theme setting to the page: the `dark` class on <html> (Tailwind's dark variant is
// bound to it in index.css), `color-scheme` for form controls and scrollbars, and the browser's
// theme colour. index.html runs the same logic inline before first paint to avoid a flash.
import type { Theme } from './settings-store';

export type ResolvedTheme = 'light' | 'dark';

export const THEME_COLORS: Record<ResolvedTheme, string> = { light: '#ffffff', dark: '#09090b' };

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') {
    return prefersDark ? 'dark' : 'light';
  }
  return theme;
}

export function applyTheme(resolved: ResolvedTheme, doc: Document = document): void {
  const root = doc.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  doc.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    meta.setAttribute('content', THEME_COLORS[resolved]);
  });
}

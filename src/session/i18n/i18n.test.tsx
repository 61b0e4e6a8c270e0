// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusBadge } from '@/components/StatusBadge';
import { formatSat } from '@/lib/amount';
import { APP_LOCALES, formatLocale } from '@/lib/locale';
import { I18nRoot } from './I18nRoot';
import { activateLocale, i18n, wantedLocale, withCatalog } from './i18n';
import type { FeatureCatalog } from './i18n';
import { getSettings, updateSettings } from '../settings/settings-store';

/** Formats a number and reads no Lingui context: only I18nRoot's re-render can update it. */
function Balance() {
  return <p data-testid="balance">{formatSat(1_234_567)}</p>;
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  updateSettings({ locale: null });
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  await activateLocale('en');
});

describe('the language at run time', () => {
  it('renders a component in German once German is active', async () => {
    await activateLocale('de');
    render(<StatusBadge state="pending" />);
    expect(screen.getByText('Ausstehend')).toBeTruthy();
  });

  it('switches the messages, the numbers, <html lang> and the title without a reload', async () => {
    render(
      <I18nRoot>
        <StatusBadge state="failed" />
        <Balance />
      </I18nRoot>,
    );
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('1,234,567');

    await act(() => activateLocale('pt-BR'));
    expect(screen.getByText('Falhou')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('1.234.567');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(document.title).toBe('Pocketbits · Carteira Lightning');
    expect(formatLocale()).toBe('pt-BR');
  });

  it('lets the last of two overlapping switches win', async () => {
    await Promise.all([activateLocale('es'), activateLocale('de')]);
    expect(i18n.locale).toBe('de');
    expect(formatLocale()).toBe('de');
  });

  it('loads a screen with its feature’s catalog, in every language', async () => {
    const features: FeatureCatalog[] = [
      'home',
      'send',
      'receive',
      'scan',
      'history',
      'nwc',
      'wallets',
    ];
    for (const feature of features) {
      await expect(withCatalog(feature, async () => feature)).resolves.toBe(feature);
    }
    // A switch loads the catalogs of every feature in use: each exists in each language.
    for (const locale of APP_LOCALES) {
      await activateLocale(locale);
      expect(i18n.locale).toBe(locale);
    }
  });

  it('follows the setting, else the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT', 'en']);
    expect(wantedLocale()).toBe('pt-BR');
    updateSettings({ locale: 'es' });
    expect(wantedLocale()).toBe('es');
  });
});

describe('the pseudo-locale (?lang=pseudo, in the normal build)', () => {
  it('is chosen by the address for this tab only, kept through navigation, never a setting', () => {
    updateSettings({ locale: 'de' });
    history.replaceState(null, '', '/settings?lang=pseudo');
    expect(wantedLocale()).toBe('pseudo');
    // The app's own navigation drops the query; the tab keeps the pseudo-locale.
    history.replaceState(null, '', '/history');
    expect(wantedLocale()).toBe('pseudo');
    expect(getSettings().locale).toBe('de');
    // Another `lang` in the address turns it off: the person's choice is back.
    history.replaceState(null, '', '/?lang=en');
    expect(wantedLocale()).toBe('de');
    history.replaceState(null, '', '/');
    expect(wantedLocale()).toBe('de');
  });

  it('shows every message accented, longer and bracketed, feature catalogs too, in English underneath', async () => {
    await withCatalog('nwc', async () => 'nwc');
    await act(() => activateLocale('pseudo'));
    render(
      <I18nRoot>
        <StatusBadge state="failed" />
        <Balance />
      </I18nRoot>,
    );
    expect(screen.getByText(/^\[Ƒàíĺéđ·+\]$/)).toBeTruthy();
    // Numbers and <html lang> stay English: the pseudo-locale changes words only.
    expect(screen.getByTestId('balance').textContent).toBe('1,234,567');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toMatch(/^\[Þöçķéŧƀíŧš · Ĺíĝĥŧñíñĝ ŵàĺĺéŧ·+\]$/);
    const featureMessages = Object.values(i18n.messages);
    expect(featureMessages.length).toBeGreaterThan(0);
    expect(featureMessages.every((message) => Array.isArray(message) && message[0] === '[')).toBe(
      true,
    );
  });
});

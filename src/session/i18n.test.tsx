// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusBadge } from '@/components/StatusBadge';
import { formatSat } from '@/lib/amount';
import { APP_LOCALES, formatLocale } from '@/lib/locale';
import { I18nRoot } from './I18nRoot';
import { activateLocale, i18n, wantedLocale, withCatalog } from './i18n';
import type { FeatureCatalog } from './i18n';
import { updateSettings } from './settings-store';

/** Formats a number and reads no Lingui context: only I18nRoot's re-render can update it. */
function Balance() {
  return <p data-testid="balance">{formatSat(1_234_567)}</p>;
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  updateSettings({ locale: null });
  await activateLocale('en');
});

describe('the language at run time', () => {
  it('renders a component in German once German is active', async () => {
    await activateLocale('de');
    render(<StatusBadge status="pending" />);
    expect(screen.getByText('Ausstehend')).toBeTruthy();
  });

  it('switches the messages, the numbers, <html lang> and the title without a reload', async () => {
    render(
      <I18nRoot>
        <StatusBadge status="failed" />
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

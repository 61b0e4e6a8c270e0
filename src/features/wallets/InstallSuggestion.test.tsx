// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { InstallSuggestion } from './InstallSuggestion';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

function onPhone(userAgent: string, standalone: boolean | undefined) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'standalone', { configurable: true, value: standalone });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'standalone');
});

const renderSuggestion = (hasWallets: boolean) =>
  render(
    <MemoryRouter>
      <InstallSuggestion hasWallets={hasWallets} />
    </MemoryRouter>,
  );

describe('InstallSuggestion', () => {
  it('in iOS Safari: install first, and a wallet added in Safari must be added again', () => {
    onPhone(IPHONE_SAFARI, false);
    renderSuggestion(false);
    expect(screen.getByText('Add Pocketbits to your Home Screen first')).toBeTruthy();
    expect(screen.getByTestId('install-suggestion').textContent).toMatch(
      /Share, then Add to Home Screen/,
    );
    expect(document.body.textContent).toMatch(/has to be added again there/);
  });

  it('with wallets already in Safari, links to the backup file that carries them over', () => {
    onPhone(IPHONE_SAFARI, false);
    renderSuggestion(true);
    expect(screen.getByRole('link', { name: 'Make a backup file' }).getAttribute('href')).toBe(
      paths.backupFile.getHref(),
    );
  });

  it('says nothing in the installed app or on Android', () => {
    onPhone(IPHONE_SAFARI, true);
    renderSuggestion(false);
    expect(screen.queryByTestId('install-suggestion')).toBeNull();
    cleanup();
    onPhone(CHROME_ANDROID, undefined);
    renderSuggestion(false);
    expect(screen.queryByTestId('install-suggestion')).toBeNull();
  });
});

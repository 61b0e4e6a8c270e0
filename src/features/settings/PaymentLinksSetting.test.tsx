// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentLinksSetting } from './PaymentLinksSetting';

const USER_AGENTS = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

/** This browser, with registerProtocolHandler present (the mobile ones accept the call too). */
function inBrowser(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const register = vi.fn();
  Object.defineProperty(navigator, 'registerProtocolHandler', {
    configurable: true,
    value: register,
  });
  return register;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'registerProtocolHandler');
});

describe('PaymentLinksSetting', () => {
  it.each([USER_AGENTS.chromeLinux, USER_AGENTS.firefoxWindows])(
    'is offered on a computer (%s)',
    (userAgent) => {
      const register = inBrowser(userAgent);
      render(<PaymentLinksSetting />);
      fireEvent.click(screen.getByRole('button', { name: 'Open payment links with Pocketbits' }));
      expect(register.mock.calls.map(([scheme]) => scheme)).toEqual(['bitcoin', 'web+lightning']);
    },
  );

  it.each([
    ['Chrome on Android', USER_AGENTS.chromeAndroid],
    ['Samsung Internet', USER_AGENTS.samsungInternet],
    ['Firefox on Android', USER_AGENTS.firefoxAndroid],
    ['iOS Safari', USER_AGENTS.iosSafari],
  ])('is not offered in %s, and says so', (_name, userAgent) => {
    inBrowser(userAgent);
    render(<PaymentLinksSetting />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('payment-links-unavailable').textContent).toMatch(
      /phones and tablets can’t open payment links.*Scan or paste/,
    );
  });

  it('not where the browser has no registerProtocolHandler at all', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS.chromeLinux);
    render(<PaymentLinksSetting />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('payment-links-unavailable').textContent).toMatch(
      /This browser can’t/,
    );
  });
});

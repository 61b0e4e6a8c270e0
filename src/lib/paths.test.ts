import { describe, expect, it } from 'vitest';
import { inAppPath, paths, sendInvoiceHref } from './paths';

describe('sendInvoiceHref', () => {
  it('opens Send with the code, trimmed and encoded, as its invoice parameter', () => {
    const href = sendInvoiceHref('  lightning:lnbc10n1p&x=y \n');
    const url = new URL(href, 'https://wallet.example');
    expect(url.pathname).toBe(paths.send.path);
    expect(url.searchParams.get('invoice')).toBe('lightning:lnbc10n1p&x=y');
  });

  it('opens an empty Send for blank input', () => {
    expect(sendInvoiceHref('  ')).toBe(paths.send.getHref());
  });
});

describe('inAppPath', () => {
  it('keeps a path of this app', () => {
    expect(inAppPath('/more/nwc/connect?wallet=a&budget=5')).toBe(
      '/more/nwc/connect?wallet=a&budget=5',
    );
  });

  it('refuses anything that could lead to another site', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example', '/\\evil', 'more']) {
      expect(inAppPath(value)).toBeNull();
    }
  });
});

describe('the app wallet hand-over', () => {
  it('carries the move’s amount and the next step, and the connection’s wallet, name and budget', () => {
    const then = paths.nwcConnect.getHref('other', {
      walletId: 'w2',
      name: 'Zeus & co',
      budgetSat: 5000,
    });
    const move = new URL(
      paths.move.getHref({ from: 'w1', to: 'w2', amountSat: 5000, then }),
      'https://x.example',
    );
    expect(move.searchParams.get('amount')).toBe('5000');
    const next = new URL(inAppPath(move.searchParams.get('then'))!, 'https://x.example');
    expect(next.pathname).toBe(paths.nwcConnect.path);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      app: 'other',
      wallet: 'w2',
      name: 'Zeus & co',
      budget: '5000',
    });
  });
});

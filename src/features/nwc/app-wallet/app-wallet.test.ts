import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { fundAndConnectHref, fundHref, readAppWalletFields } from './app-wallet';

describe('the fields of an app’s own wallet', () => {
  it('reads the app’s name and a whole amount of sats', () => {
    expect(readAppWalletFields({ appName: '  Damus ', amountText: '2,500' })).toEqual({
      plan: { appName: 'Damus', amountSat: 2500 },
    });
  });

  it('says what is wrong with each field', () => {
    const read = readAppWalletFields({ appName: ' ', amountText: '0' });
    expect('problems' in read && Object.keys(read.problems).sort()).toEqual(['amount', 'appName']);
    expect('problems' in readAppWalletFields({ appName: 'x'.repeat(65), amountText: '5' })).toBe(
      true,
    );
    expect('problems' in readAppWalletFields({ appName: 'Zeus', amountText: 'abc' })).toBe(true);
  });
});

describe('after the wallet is made', () => {
  it('moves the amount from the wallet it was made from, then connects the app on the new one', () => {
    const href = new URL(
      fundAndConnectHref('from-1', 'new-2', { appName: 'Damus', amountSat: 2500 }),
      'https://app.example',
    );
    expect(href.pathname).toBe(paths.move.path);
    expect(href.searchParams.get('from')).toBe('from-1');
    expect(href.searchParams.get('to')).toBe('new-2');
    expect(href.searchParams.get('amount')).toBe('2500');
    const next = new URL(href.searchParams.get('then')!, 'https://app.example');
    expect(next.pathname).toBe(paths.nwcConnect.path);
    expect(next.searchParams.get('for')).toBe('new-2');
    expect(next.searchParams.get('name')).toBe('Damus');
    expect(next.searchParams.get('budget')).toBe('2500');
  });

  it('an unfunded app wallet is filled by a move from the wallet it was made from, amount open', () => {
    const href = new URL(fundHref('from-1', 'new-2'), 'https://app.example');
    expect(href.pathname).toBe(paths.move.path);
    expect(Object.fromEntries(href.searchParams)).toEqual({ from: 'from-1', to: 'new-2' });
  });
});

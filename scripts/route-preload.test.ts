import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOCALE_SHOWN_STORAGE_KEY } from '../src/lib/locale.ts';
import { pathPattern } from '../src/app/route-table.ts';
import { preloadScript } from './route-preload.ts';

const TABLE: [string, string[], string[]][] = [
  [pathPattern('/'), ['/assets/Home.js'], ['home']],
  [pathPattern('/history'), ['/assets/History.js'], ['history']],
  [pathPattern('/history/:paymentHash'), ['/assets/Detail.js'], ['history']],
  [pathPattern('/more'), ['/assets/More.js'], []],
  [pathPattern('/send'), ['/assets/Send.js'], ['send', 'lnurl']],
];
const CATALOGS = {
  en: {
    home: '/assets/home-en.js',
    history: '/assets/history-en.js',
    send: '/assets/send-en.js',
    lnurl: '/assets/lnurl-en.js',
  },
  de: {
    messages: '/assets/messages-de.js',
    home: '/assets/home-de.js',
    history: '/assets/history-de.js',
  },
};

/** Runs the inline script as the HTML would, and returns what it asked the browser to preload. */
function preloadedAt(pathname: string, shown: string | null, storageThrows = false): string[] {
  const links: string[] = [];
  runInNewContext(preloadScript(TABLE, CATALOGS), {
    location: { pathname },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) {
          throw new Error('SecurityError');
        }
        return key === LOCALE_SHOWN_STORAGE_KEY ? shown : null;
      },
    },
    document: {
      createElement: () => ({ rel: '', href: '' }),
      head: {
        appendChild: (link: { rel: string; href: string }) =>
          links.push(`${link.rel} ${link.href}`),
      },
    },
  });
  return links;
}

describe('route preload (the inline script in index.html)', () => {
  it('asks for the screen and its words in English when no language was shown yet', () => {
    expect(preloadedAt('/', null)).toEqual([
      'modulepreload /assets/Home.js',
      'modulepreload /assets/home-en.js',
    ]);
  });

  it('asks for the shared words too in the language the app showed last', () => {
    expect(preloadedAt('/history/abc', 'de')).toEqual([
      'modulepreload /assets/Detail.js',
      'modulepreload /assets/history-de.js',
      'modulepreload /assets/messages-de.js',
    ]);
  });

  it('falls back to English for an unknown hint or blocked storage, and skips a screen without a catalog', () => {
    expect(preloadedAt('/history/', 'xx')).toEqual([
      'modulepreload /assets/History.js',
      'modulepreload /assets/history-en.js',
    ]);
    expect(preloadedAt('/more/', 'de', true)).toEqual(['modulepreload /assets/More.js']);
    expect(preloadedAt('/nowhere', 'de')).toEqual(['modulepreload /assets/messages-de.js']);
  });

  it("tells a payment's address from History's, and Home from every other", () => {
    expect(preloadedAt('/history', null)).toEqual([
      'modulepreload /assets/History.js',
      'modulepreload /assets/history-en.js',
    ]);
    expect(preloadedAt('/history/a%2Fb', null)[0]).toBe('modulepreload /assets/Detail.js');
    expect(preloadedAt('/history/abc/edit', null)).toEqual([]);
    expect(preloadedAt('/homework', null)).toEqual([]);
  });

  it('asks for every catalog a screen loads with', () => {
    expect(preloadedAt('/send', null)).toEqual([
      'modulepreload /assets/Send.js',
      'modulepreload /assets/send-en.js',
      'modulepreload /assets/lnurl-en.js',
    ]);
  });
});

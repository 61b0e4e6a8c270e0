import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { ROUTE_TABLE, pathPattern } from './route-table';
import { SCREEN_MODULES, moduleKey } from './screens';

describe('the route table', () => {
  it('has a lazy chunk for every screen module it names, and no chunk it does not name', () => {
    const named = new Set(ROUTE_TABLE.map((route) => moduleKey(route.module)));
    expect([...named].filter((key) => !(key in SCREEN_MODULES))).toEqual([]);
    expect(Object.keys(SCREEN_MODULES).filter((key) => !named.has(key))).toEqual([]);
  });

  it('routes every address of lib/paths, once', () => {
    const routed = ROUTE_TABLE.map((route) => route.path).sort();
    expect(routed).toEqual(
      Object.values(paths)
        .map((entry) => entry.path)
        .sort(),
    );
  });

  it("matches an address in the HTML's preload exactly as react-router does", () => {
    const addresses = ['/', '/send', '/history', '/history/', '/history/ab%2Fcd', '/history/a/b'];
    for (const address of [...addresses, '/wallets/w1/backup', '/connect/scan', '/more/nwc/x']) {
      for (const route of ROUTE_TABLE) {
        const routerMatch = matchPath({ path: route.path, end: true }, address) !== null;
        expect(
          new RegExp(pathPattern(route.path)).test(address),
          `${route.path} ~ ${address}`,
        ).toBe(routerMatch);
      }
    }
  });
});

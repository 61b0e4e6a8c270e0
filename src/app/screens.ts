// Every screen of the route table (route-table.ts) as its own lazy chunk, loaded together with its
// feature's words (withCatalog: src/session/i18n/i18n.ts, docs/i18n.md), and preloadScreen, which
// main.tsx waits for (briefly) before the first render.
import type { ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { withCatalog } from '@/session';
import { lazyScreen } from './lazy-screen';
import { ROUTE_TABLE, screenExportName } from './route-table';
import type { ScreenRoute } from './route-table';

type ScreenComponent = (props: Readonly<Record<string, string>>) => ReactNode;
type ScreenModule = Record<string, ScreenComponent | undefined>;

/**
 * The screen modules, each a dynamic import of its own (a chunk per screen). The patterns are
 * where route-table.ts's modules live; route-table.test.ts checks that the two agree, both ways.
 * features/settings/SettingsScreen is shown through app/SettingsRoute, not as a route itself.
 */
export const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  '../features/*/*Screen.tsx',
  '../features/*/*/*Screen.tsx',
  './*Route.tsx',
  '!../features/settings/SettingsScreen.tsx',
]);

/** The glob's key for a table module ('features/home/HomeScreen.tsx' → '../features/…'). */
export const moduleKey = (module: string): string =>
  module.startsWith('app/') ? `./${module.slice('app/'.length)}` : `../${module}`;

function screenFor(route: ScreenRoute) {
  const load = SCREEN_MODULES[moduleKey(route.module)];
  if (!load) {
    throw new Error(`No screen module ${route.module}`);
  }
  const name = screenExportName(route.module);
  const loadScreen = () =>
    load().then((module) => {
      const component = module[name];
      if (!component) {
        throw new Error(`${route.module} exports no ${name}`);
      }
      return { default: component };
    });
  const { catalogs } = route;
  return lazyScreen(catalogs ? () => withCatalog(catalogs, loadScreen) : loadScreen);
}

/** One lazy screen per module (the scanner serves two routes: one chunk, one component). */
const screensByModule = new Map<string, ReturnType<typeof screenFor>>();

/** The lazy screen of a route of the table. */
export function screenOf(route: ScreenRoute): ReturnType<typeof screenFor> {
  let screen = screensByModule.get(route.module);
  if (!screen) {
    screen = screenFor(route);
    screensByModule.set(route.module, screen);
  }
  return screen;
}

/**
 * Fetches the code and words of the screen at `pathname` (the HTML has usually started both:
 * scripts/route-preload.ts). Never rejects: a screen that cannot load says so in its
 * RouteBoundary.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const route = ROUTE_TABLE.find(({ path }) => matchPath({ path, end: true }, pathname));
  await (route ? screenOf(route).preload() : undefined)?.catch(() => undefined);
}

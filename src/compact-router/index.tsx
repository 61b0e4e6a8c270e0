// The part of react-router-dom's API this app uses, in a few hundred lines instead of its ~37 KB
// (~12 KB gzip) on every screen's first load. Like preact/compat for React, it stands in for the
// package where the app ships: `vite build` and the "preact" Vitest project alias
// 'react-router-dom' here (scripts/compact-router.ts), while the "react" project keeps the real
// one, so every component test runs against both and they must agree.
//
// Kept to react-router's behaviour where the app can tell: history entries hold
// { usr: state, key, idx } as react-router's do (a reload keeps state and key), the first entry's
// key is 'default', a Link to the address shown replaces instead of pushing, NavLink sets
// aria-current="page", <Navigate> navigates in an effect. Not here (the app uses none of it): data
// routers, loaders, relative routes, ranking beyond "first match, splat last", basename, blocking.
/* eslint-disable react-refresh/only-export-components -- a package's API (hooks, components and
   matchPath side by side), not a screen module that hot reload swaps */
import {
  Children,
  createContext,
  createElement,
  forwardRef,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type {
  AnchorHTMLAttributes,
  CSSProperties,
  MouseEvent,
  ReactElement,
  ReactNode,
} from 'react';

export interface Location<State = unknown> {
  pathname: string;
  search: string;
  hash: string;
  state: State;
  key: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

interface History {
  read(): Location;
  subscribe(listener: () => void): () => void;
  go(location: Omit<Location, 'key'>, replace: boolean): void;
  step(delta: number): void;
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function createPath({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return pathname + search + hash;
}

/** The full address `to` leads to from `from` (absolute paths, '?query' and '#hash' alike). */
function resolveTo(to: To, from: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  if (typeof to !== 'string') {
    return { pathname: to.pathname ?? from, search: to.search ?? '', hash: to.hash ?? '' };
  }
  const url = new URL(to, `http://app${from}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function browserHistory(): History {
  const listeners = new Set<() => void>();
  const readWindow = (): Location => {
    const entry = window.history.state as Partial<EntryState> | null;
    return {
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      state: entry?.usr ?? null,
      key: entry?.key ?? 'default',
    };
  };
  let current = readWindow();
  const notify = () => {
    current = readWindow();
    listeners.forEach((listener) => listener());
  };
  return {
    read: () => current,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        window.addEventListener('popstate', notify);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          window.removeEventListener('popstate', notify);
        }
      };
    },
    go(location, replace) {
      const idx = (window.history.state as Partial<EntryState> | null)?.idx ?? 0;
      const entry: EntryState = {
        usr: location.state,
        key: newKey(),
        idx: replace ? idx : idx + 1,
      };
      if (replace) {
        window.history.replaceState(entry, '', createPath(location));
      } else {
        window.history.pushState(entry, '', createPath(location));
      }
      notify();
    },
    step: (delta) => window.history.go(delta),
  };
}

type InitialEntry = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>>;

function memoryHistory(initialEntries: InitialEntry[], initialIndex?: number): History {
  const listeners = new Set<() => void>();
  const entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map(
    (entry, index) => ({
      ...resolveTo(typeof entry === 'string' ? entry : { pathname: '/', ...entry }, '/'),
      state: typeof entry === 'string' ? null : (entry.state ?? null),
      key: index === 0 ? 'default' : newKey(),
    }),
  );
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const notify = () => listeners.forEach((listener) => listener());
  return {
    read: () => entries[index]!,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(location, replace) {
      const next = { ...location, key: newKey() };
      if (replace) {
        entries[index] = next;
      } else {
        entries.splice(index + 1, entries.length, next);
        index += 1;
      }
      notify();
    },
    step(delta) {
      const target = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (target !== index) {
        index = target;
        notify();
      }
    },
  };
}

interface RouterContextValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterContextValue | null>(null);

interface RouteContextValue {
  params: Record<string, string | undefined>;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteContextValue>({ params: {}, outlet: null });

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) {
    throw new Error('useLocation(), useNavigate() and <Link> need a <BrowserRouter> above them');
  }
  return router;
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.read, history.read);
  const navigate = useMemo(() => {
    const go = (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.step(to);
        return;
      }
      const target = resolveTo(to, history.read().pathname);
      history.go({ ...target, state: options.state ?? null }, options.replace === true);
    };
    return go as NavigateFunction;
  }, [history]);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(browserHistory);
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({
  initialEntries = ['/'],
  initialIndex,
  children,
}: {
  initialEntries?: InitialEntry[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}

export function useLocation<State = unknown>(): Location<State> {
  return useRouter().location as Location<State>;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useParams<
  Params extends Record<string, string | undefined> = Record<string, string | undefined>,
>(): Params {
  return useContext(RouteContext).params as Params;
}

export function useSearchParams(): [
  URLSearchParams,
  (
    next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (
      next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
      options?: NavigateOptions,
    ) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      navigate(`?${value.toString()}`, options);
    },
    [location.search, navigate],
  );
  return [params, setParams];
}

// ---------------------------------------------------------------------------------------------
// Matching

export interface PathPattern {
  path: string;
  end?: boolean;
  caseSensitive?: boolean;
}

export interface PathMatch {
  params: Record<string, string | undefined>;
  pathname: string;
  pattern: PathPattern;
}

function trimSlashes(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** react-router's matchPath for ':param' segments and a trailing '*'. */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  const full: PathPattern = typeof pattern === 'string' ? { path: pattern } : pattern;
  const end = full.end ?? true;
  const wanted = trimSlashes(full.path);
  const given = trimSlashes(pathname);
  const params: Record<string, string | undefined> = {};
  for (let i = 0; i < wanted.length; i++) {
    const segment = wanted[i]!;
    if (segment === '*' && i === wanted.length - 1) {
      params['*'] = given.slice(i).map(decodeURIComponent).join('/');
      return { params, pathname, pattern: full };
    }
    const actual = given[i];
    if (actual === undefined) {
      return null;
    }
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = decodeURIComponent(actual);
    } else if (
      full.caseSensitive ? segment !== actual : segment.toLowerCase() !== actual.toLowerCase()
    ) {
      return null;
    }
  }
  if (end && given.length !== wanted.length) {
    return null;
  }
  const matched = `/${given.slice(0, wanted.length).join('/')}`;
  return { params, pathname: end ? pathname : matched, pattern: full };
}

export function useMatch(pattern: PathPattern | string): PathMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, pathname), [pattern, pathname]);
}

// ---------------------------------------------------------------------------------------------
// Routes

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
  caseSensitive?: boolean;
}

/** Configuration only: <Routes> reads its props. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

interface RouteMatch {
  element: ReactNode;
  params: Record<string, string | undefined>;
}

function joinPaths(base: string, path: string): string {
  return path.startsWith('/') ? path : `${base.replace(/\/+$/, '')}/${path}`;
}

function routesOf(children: ReactNode): RouteProps[] {
  const routes: RouteProps[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement<RouteProps>(child)) {
      routes.push(child.props);
    }
  });
  // A splat matches anything: it is the last resort, whatever its place in the list.
  return [
    ...routes.filter((route) => !route.path?.endsWith('*')),
    ...routes.filter((route) => route.path?.endsWith('*')),
  ];
}

/** The chain of routes, outermost first, that renders `pathname`; null when none does. */
function matchRoutes(children: ReactNode, pathname: string, base = '/'): RouteMatch[] | null {
  for (const route of routesOf(children)) {
    const nested = route.children !== undefined && route.children !== null;
    if (route.index) {
      const match = matchPath({ path: base, end: true }, pathname);
      if (match) {
        return [{ element: route.element, params: match.params }];
      }
      continue;
    }
    if (route.path === undefined) {
      // A layout route: it wraps whichever of its children matches.
      const inner = nested ? matchRoutes(route.children, pathname, base) : null;
      if (inner) {
        return [{ element: route.element, params: {} }, ...inner];
      }
      continue;
    }
    const path = joinPaths(base, route.path);
    const match = matchPath({ path, end: !nested, caseSensitive: route.caseSensitive }, pathname);
    if (!match) {
      continue;
    }
    if (!nested) {
      return [{ element: route.element, params: match.params }];
    }
    const inner = matchRoutes(route.children, pathname, path);
    const exact = matchPath({ path, end: true }, pathname);
    if (inner || exact) {
      return [{ element: route.element, params: match.params }, ...(inner ?? [])];
    }
  }
  return null;
}

export function Routes({ children }: { children?: ReactNode }): ReactElement | null {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  // Matched on every render: the route elements are new each time anyway.
  const matches = matchRoutes(children, pathname);
  if (!matches) {
    return null;
  }
  // Innermost first: each route's element gets the one inside it as its <Outlet>.
  let params = { ...parent.params };
  for (const match of matches) {
    params = { ...params, ...match.params };
  }
  return matches.reduceRight<ReactElement | null>(
    (outlet, match) =>
      createElement(
        RouteContext.Provider,
        { value: { params, outlet } },
        match.element === undefined ? createElement(Outlet) : match.element,
      ),
    null,
  );
}

export function Outlet(): ReactElement | null {
  const { outlet } = useContext(RouteContext);
  return (outlet as ReactElement | null) ?? null;
}

export function Navigate({ to, replace, state }: { to: To } & NavigateOptions): null {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // Once, on mount, as react-router's <Navigate>.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Links

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps {
  to: To;
  replace?: boolean;
  state?: unknown;
}

function usesPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const { location, navigate } = useRouter();
  const href = createPath(resolveTo(to, location.pathname));
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (usesPlainClick(event, target)) {
          event.preventDefault();
          // As react-router: a link to the address already shown replaces it, so Back does not
          // land on the same screen again.
          navigate(to, { replace: replace ?? href === createPath(location), state });
        }
      }}
    />
  );
});

interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  end?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className, style, children, ...rest },
  ref,
) {
  const { location } = useRouter();
  const toPathname = resolveTo(rest.to, location.pathname).pathname;
  const here = location.pathname;
  const slashAt =
    toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    here === toPathname || (!end && here.startsWith(toPathname) && here.charAt(slashAt) === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});

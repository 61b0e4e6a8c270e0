// @vitest-environment happy-dom
// The router behaviour the app relies on. This file runs in both Vitest projects: on react-router
// itself ("react") and on src/compact-router, which the build ships in its place ("preact"), so
// the two must agree on every line here.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import * as routerModule from 'react-router-dom';
import {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

/** The router's navigate, for steps a person takes with the browser (Back) or the app's code. */
const router: { navigate?: NavigateFunction } = {};

/** Shows where the router is: pathname, search, state and key. */
function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  });
  return (
    <output data-testid="where">
      {JSON.stringify({
        path: location.pathname + location.search,
        state: location.state ?? null,
        first: location.key === 'default',
      })}
    </output>
  );
}

const where = () =>
  JSON.parse(screen.getByTestId('where').textContent ?? '{}') as {
    path: string;
    state: unknown;
    first: boolean;
  };

function Layout() {
  return (
    <div>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/history">History</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

function Detail() {
  const { paymentHash } = useParams();
  const match = useMatch('/history/:paymentHash');
  return (
    <p>
      Payment {paymentHash} ({match ? 'matched' : 'no match'})
    </p>
  );
}

function Tabs() {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      onClick={() =>
        setParams((old) => {
          const next = new URLSearchParams(old);
          next.set('view', 'invoice');
          return next;
        })
      }
    >
      View {params.get('view') ?? 'address'}
    </button>
  );
}

function App() {
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Link to="/history">See all</Link>} />
          <Route path="/history" element={<p>All payments</p>} />
          <Route path="/history/:paymentHash" element={<Detail />} />
          <Route path="/receive" element={<Tabs />} />
          <Route
            path="/send"
            element={
              <Link to="/send" state={{ again: true }}>
                Send again
              </Link>
            }
          />
        </Route>
        <Route path="/connect" element={<p>Connect</p>} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      <Where />
    </>
  );
}

describe('the router the app uses', () => {
  it('matches nested routes, renders the layout around them and marks the current tab', () => {
    render(
      <MemoryRouter initialEntries={['/history/abc123']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText('Payment abc123 (matched)')).toBeTruthy();
    // A tab stays lit on the pages below it; Home (end) only on itself.
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(where()).toEqual({ path: '/history/abc123', state: null, first: true });
  });

  it('follows links, keeps state, goes back, and replaces on a link to the same address', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'See all' }));
    expect(screen.getByText('All payments')).toBeTruthy();
    expect(where()).toEqual({ path: '/history', state: null, first: false });
    act(() => router.navigate!(-1));
    expect(where()).toEqual({ path: '/', state: null, first: true });

    act(() => router.navigate!('/send', { state: { from: 'home' } }));
    expect(where()).toEqual({ path: '/send', state: { from: 'home' }, first: false });
    fireEvent.click(screen.getByRole('link', { name: 'Send again' }));
    expect(where().state).toEqual({ again: true });
    // Replaced, not pushed: one step back is Home, not /send again.
    act(() => router.navigate!(-1));
    expect(where().path).toBe('/');
  });

  it('reads and sets search params, and sends unknown addresses to the fallback route', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/receive', state: { note: 1 } }]}>
        <App />
      </MemoryRouter>,
    );
    expect(where().state).toEqual({ note: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'View address' }));
    expect(screen.getByRole('button', { name: 'View invoice' })).toBeTruthy();
    expect(where().path).toBe('/receive?view=invoice');

    act(() => router.navigate!('/nowhere'));
    expect(where().path).toBe('/');
    act(() => router.navigate!('/connect/'));
    expect(screen.getByText('Connect')).toBeTruthy();
  });

  it('leaves modified clicks (new tab, download) to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'See all' });
    expect(link.getAttribute('href')).toBe('/history');
    fireEvent.click(link, { ctrlKey: true });
    expect(where().path).toBe('/');
  });

  it('is the compact router where the app ships (the "preact" project), react-router elsewhere', ({
    task,
  }) => {
    // react-router-dom exports well over a hundred names; the compact router only what the app uses.
    const compact = Object.keys(routerModule).length < 30;
    expect(compact).toBe(task.file.projectName === 'preact');
  });
});

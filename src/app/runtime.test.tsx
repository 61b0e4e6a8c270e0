// @vitest-environment happy-dom
// Runs in both Vitest projects (vitest.config.ts) and checks each renders on the runtime it
// claims: "react" on React DOM 19 as in development, "preact" on preact/compat as `vite build`
// ships. Without this, a wrong alias would quietly run every "preact" test on React again.
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { options } from 'preact';
import { version as preactCompatVersion } from 'preact/compat';
import { version as reactVersion } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

function Probe() {
  const client = useQueryClient();
  const { pathname } = useLocation();
  return <p>{`${pathname} ${client instanceof QueryClient ? 'has a query client' : ''}`}</p>;
}

/** How many elements Preact itself diffed while rendering the probe (its documented hook). */
function countPreactDiffs(renderProbe: () => void): number {
  let diffs = 0;
  const previous = options.diffed;
  options.diffed = (vnode) => {
    diffs += 1;
    previous?.(vnode);
  };
  try {
    renderProbe();
  } finally {
    options.diffed = previous;
  }
  return diffs;
}

describe('the runtime of this Vitest project', () => {
  it('renders the app, Testing Library, React Query and React Router on one runtime', ({
    task,
  }) => {
    const diffs = countPreactDiffs(() =>
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/history']}>
            <Probe />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    // Hooks of one runtime called while the other renders throw, so this text alone shows the
    // libraries and the renderer agree.
    expect(screen.getByText('/history has a query client')).toBeTruthy();

    // "preact" and "preact-isolated" (vitest.config.ts), or "react" and "react-isolated".
    const runtime = task.file.projectName?.replace(/-isolated$/, '');
    if (runtime === 'preact') {
      expect(reactVersion).toBe(preactCompatVersion);
      expect(diffs).toBeGreaterThan(0);
    } else {
      expect(runtime).toBe('react');
      expect(reactVersion).toMatch(/^19\./);
      expect(diffs).toBe(0);
    }
  });
});

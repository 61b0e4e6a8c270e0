// @vitest-environment happy-dom
// Runs in both Vitest projects (React, and preact/compat, which the build ships): lazyScreen leans
// on each runtime's lazy and Suspense.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/** A module load the test finishes when it chooses. */
function deferredModule() {
  let finish!: () => void;
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Counter }>((resolve) => {
        finish = () => resolve({ default: Counter });
      }),
  );
  return { load, finish: () => finish() };
}

describe('lazyScreen', () => {
  it('renders on the first render, without the fallback, once preloaded', async () => {
    const { load, finish } = deferredModule();
    const Screen = lazyScreen(load);
    const preloaded = Screen.preload();
    finish();
    await preloaded;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Pay" />
      </Suspense>,
    );
    // Synchronously: no act() flush, no waiting.
    expect(screen.getByRole('button').textContent).toBe('Pay 0');
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not loaded yet, and loads once', async () => {
    const { load, finish } = deferredModule();
    const Screen = lazyScreen(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Pay" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => {
      finish();
      await Screen.preload();
    });
    expect((await screen.findByRole('button')).textContent).toBe('Pay 0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a screen shown through the fallback mounted when it re-renders after loading', async () => {
    const { load, finish } = deferredModule();
    const Screen = lazyScreen(load);
    function Parent() {
      const [label, setLabel] = useState('Pay');
      return (
        <>
          <button type="button" onClick={() => setLabel('Send')}>
            Rename
          </button>
          <Suspense fallback={<p>Loading</p>}>
            <Screen label={label} />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    await act(async () => {
      finish();
      await Screen.preload();
    });
    const counter = await screen.findByRole('button', { name: /Pay/ });
    act(() => counter.click());
    expect(counter.textContent).toBe('Pay 1');
    act(() => screen.getByRole('button', { name: 'Rename' }).click());
    // Same element, count kept: not remounted as the loaded component.
    expect(screen.getByRole('button', { name: /Send/ })).toBe(counter);
    expect(counter.textContent).toBe('Send 1');
  });

  it('a failed load stays failed (the error boundary offers a reload)', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk')));
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('chunk');
    await expect(Screen.preload()).rejects.toThrow('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

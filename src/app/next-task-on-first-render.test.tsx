// @vitest-environment happy-dom
// Runs on both runtimes (React, and preact/compat, which the build ships).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTaskOnFirstRender } from './next-task-on-first-render';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Runs the tasks queued so far (the screen's), as the event loop would next. */
const nextTask = () => {
  vi.runOnlyPendingTimers();
};

describe('nextTaskOnFirstRender', () => {
  it('renders its children in the next task the first time, at once afterwards', () => {
    const AfterShell = nextTaskOnFirstRender();
    render(
      <main>
        <h1>Shell</h1>
        <AfterShell>
          <p>Screen</p>
        </AfterShell>
      </main>,
    );
    // The shell is drawn in this task; the screen is not yet.
    expect(screen.getByText('Shell')).toBeTruthy();
    expect(screen.queryByText('Screen')).toBeNull();
    act(nextTask);
    expect(screen.getByText('Screen')).toBeTruthy();

    cleanup();
    render(
      <AfterShell>
        <p>Next screen</p>
      </AfterShell>,
    );
    expect(screen.getByText('Next screen')).toBeTruthy();
  });

  it('leaves no timer behind when taken away before its task', () => {
    const AfterShell = nextTaskOnFirstRender();
    const { unmount } = render(
      <AfterShell>
        <p>Screen</p>
      </AfterShell>,
    );
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    // Still the first render for the next one: the screen comes a task later again.
    render(
      <AfterShell>
        <p>Screen</p>
      </AfterShell>,
    );
    expect(screen.queryByText('Screen')).toBeNull();
    act(nextTask);
    expect(screen.getByText('Screen')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
// Settings' Notifications part (and its code) comes only once its place is on screen.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenScrolledTo } from './WhenScrolledTo';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `reveal` says the observed place came on screen. */
function stubObserver() {
  let callback: IntersectionObserverCallback | undefined;
  const observed: Element[] = [];
  class FakeObserver {
    constructor(onChange: IntersectionObserverCallback) {
      callback = onChange;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed,
    reveal(isIntersecting: boolean) {
      act(() => {
        callback?.(
          observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      });
    },
  };
}

describe('WhenScrolledTo', () => {
  it('shows the placeholder until its place is on screen, then the part, and stops watching', () => {
    const observer = stubObserver();
    render(
      <WhenScrolledTo placeholder={<p>waiting</p>}>
        <p>the part</p>
      </WhenScrolledTo>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(observer.observed).toHaveLength(1);
    observer.reveal(false);
    expect(screen.queryByText('the part')).toBeNull();
    observer.reveal(true);
    expect(screen.getByText('the part')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(observer.observed).toHaveLength(0);
  });

  it('shows the part at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenScrolledTo placeholder={<p>waiting</p>}>
        <p>the part</p>
      </WhenScrolledTo>,
    );
    expect(screen.getByText('the part')).toBeTruthy();
  });
});

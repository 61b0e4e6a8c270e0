// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './useNow';
import type { ClockOptions } from './useNow';

const START = new Date(2026, 2, 20, 12, 0, 0).getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('re-reads the clock every interval and keeps the same Date in between', () => {
    const { result } = renderHook(() => useNow({ everyMs: 1_000 }));
    const first = result.current;
    expect(first.getTime()).toBe(START);

    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(first);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.getTime()).toBe(START + 1_000);

    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.getTime()).toBe(START + 31_000);
  });

  it('stands still while everyMs is null, and starts when it is set', () => {
    const { result, rerender } = renderHook((options: ClockOptions) => useNow(options), {
      initialProps: { everyMs: null } as ClockOptions,
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.getTime()).toBe(START);

    rerender({ everyMs: 5_000 });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.getTime()).toBe(START + 15_000);
  });

  it('stops at the end of a countdown', () => {
    const { result } = renderHook(() => useNow({ everyMs: 1_000, untilMs: START + 3_000 }));
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current.getTime()).toBe(START + 3_000);
    expect(vi.getTimerCount()).toBe(0);

    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.getTime()).toBe(START + 3_000);
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = renderHook(() => useNow({ everyMs: 1_000 }));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';
import { setUpdateWaiting } from './update-store';

afterEach(cleanup);

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then reloads only when asked', async () => {
    const apply = vi.fn(async () => undefined);
    render(<UpdatePrompt paymentInFlight={() => false} />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => setUpdateWaiting(apply));
    expect(screen.getByRole('status').textContent).toContain('A new version is ready');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('holds the reload back while a payment is in flight, saying why', () => {
    vi.useFakeTimers();
    let inFlight = true;
    const apply = vi.fn(async () => undefined);
    act(() => setUpdateWaiting(apply));
    render(<UpdatePrompt paymentInFlight={() => inFlight} />);
    const button = screen.getByRole('button', { name: 'Reload' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/until the pending payment has finished/);

    inFlight = false;
    act(() => vi.advanceTimersByTime(1_000));
    expect(button.disabled).toBe(false);
    vi.useRealTimers();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DoneLink, OUTCOME_TAP_GUARD_MS, OutcomeScreen } from './OutcomeScreen';
import { RECEIVED_VIBRATION_MS } from './vibration';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubVibrate() {
  const vibrate = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, vibrate });
  return vibrate;
}

describe('OutcomeScreen', () => {
  it('takes the whole screen, is a status named by title and amount, and takes the focus', () => {
    render(
      <MemoryRouter>
        <OutcomeScreen
          tone="success"
          title="Received"
          amountText="1,000 sats"
          fiatText="≈ €0.80"
          note="coffee"
          actions={<DoneLink />}
        />
      </MemoryRouter>,
    );
    const outcome = screen.getByRole('status', { name: 'Received 1,000 sats' });
    expect(outcome.className).toContain('fixed inset-0');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Received 1,000 sats' }),
    );
    expect(outcome.textContent).toContain('“coffee”');
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('/');
    // The check pops in only where motion is welcome.
    expect(screen.getByTestId('outcome-icon').className).toContain(
      'motion-safe:animate-success-pop',
    );
  });

  it('buzzes once when it appears, not on a re-render, and not without a pattern', () => {
    const vibrate = stubVibrate();
    const screenWith = (note: string) => (
      <MemoryRouter>
        <OutcomeScreen
          tone="success"
          title="Received"
          note={note}
          vibrateMs={RECEIVED_VIBRATION_MS}
          actions={null}
        />
      </MemoryRouter>
    );
    const { rerender } = render(screenWith('a'));
    rerender(screenWith('b'));
    expect(vibrate.mock.calls).toEqual([[RECEIVED_VIBRATION_MS]]);
    cleanup();
    render(<OutcomeScreen tone="pending" title="On its way" actions={null} />);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('marks pending and failed apart from success, with no pop', () => {
    render(<OutcomeScreen tone="failed" title="Payment failed" actions={null} />);
    const outcome = screen.getByRole('status', { name: 'Payment failed' });
    expect(outcome.dataset.tone).toBe('failed');
    expect(screen.getByTestId('outcome-icon').className).not.toContain('animate-success-pop');
    expect(screen.queryByTestId('outcome-amount')).toBeNull();
  });

  it('takes taps on its actions only once it has been seen: the second tap of a double tap on Pay is not Done', () => {
    vi.useFakeTimers();
    try {
      render(
        <OutcomeScreen tone="success" title="Paid" actions={<button type="button">Done</button>} />,
      );
      const actions = screen.getByTestId('outcome-actions');
      expect((actions as HTMLElement & { inert: boolean }).inert).toBe(true);
      act(() => vi.advanceTimersByTime(OUTCOME_TAP_GUARD_MS - 1));
      expect(actions.hasAttribute('inert')).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(actions.hasAttribute('inert')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { CurrencyPicker } from './CurrencyPicker';
import type { CurrencyPickerProps } from './CurrencyPicker';

// The error words load on demand (ErrorMessage): a busy machine may take a while to bring them.
const LAZY_WORDS = { timeout: 10_000 };

afterEach(cleanup);

const CODES = ['AUD', 'EUR', 'GBP', 'USD'];

function renderPicker(props: Partial<CurrencyPickerProps> = {}) {
  const onChange = vi.fn();
  render(
    <CurrencyPicker
      label="Fiat currency"
      currencies={CODES}
      value="USD"
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange };
}

const radioNames = () =>
  screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');

describe('CurrencyPicker', () => {
  it('lists the currencies as one named radio group, the chosen one first and checked', () => {
    renderPicker();
    expect(screen.getByRole('radiogroup', { name: 'Fiat currency' })).toBeTruthy();
    expect(radioNames()[0]).toMatch(/^USD/);
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('shows the chosen and popular currencies first, each with its name, the rest on request', () => {
    renderPicker({ currencies: ['AED', 'CHF', 'EUR', 'USD', 'XOF', 'BBD'], value: 'XOF' });
    expect(radioNames().map((text) => text.slice(0, 3))).toEqual(['XOF', 'USD', 'EUR', 'CHF']);
    expect(radioNames()[1]).toBe('USDUS Dollar');
    expect(radioNames()[3]).toBe('CHFSwiss Franc');
    // A search reaches the others before they are shown.
    const search = screen.getByRole('searchbox', { name: 'Search currencies' });
    fireEvent.input(search, { target: { value: 'dirham' } });
    expect(radioNames()).toEqual([expect.stringMatching(/^AED/)]);
    fireEvent.input(search, { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more currencies' }));
    expect(radioNames().map((text) => text.slice(0, 3))).toEqual([
      'XOF',
      'USD',
      'EUR',
      'CHF',
      'AED',
      'BBD',
    ]);
    expect(screen.queryByRole('button', { name: /more currenc/ })).toBeNull();
    // The pressed button is gone: focus is on the first currency it brought, not lost.
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[4]);
  });

  it('filters by code or name and says when nothing matches', () => {
    renderPicker();
    const search = screen.getByRole('searchbox', { name: 'Search currencies' });
    fireEvent.input(search, { target: { value: 'euro' } });
    expect(radioNames()).toEqual([expect.stringMatching(/^EUR/)]);
    fireEvent.input(search, { target: { value: 'zzz' } });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('No currency matches “zzz”.')).toBeTruthy();
  });

  it('hands the picked code to onChange', () => {
    const { onChange } = renderPicker();
    fireEvent.click(screen.getAllByRole('radio')[2]!);
    expect(onChange).toHaveBeenCalledWith(radioNames()[2]!.slice(0, 3));
  });

  it('offers "None" only when asked to', () => {
    renderPicker();
    expect(screen.queryByText('None')).toBeNull();
    cleanup();
    const onChooseNone = vi.fn();
    renderPicker({ value: null, onChooseNone });
    const none = screen.getAllByRole('radio')[0]!;
    expect(none.closest('label')?.textContent).toMatch(/^None/);
    expect((none as HTMLInputElement).checked).toBe(true);
    cleanup();
    renderPicker({ value: 'EUR', onChooseNone });
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    expect(onChooseNone).toHaveBeenCalledTimes(1);
  });

  it('is busy while loading, and words a failed load with a retry', async () => {
    renderPicker({ currencies: undefined });
    expect(screen.getByRole('radiogroup').getAttribute('aria-busy')).toBe('true');
    cleanup();
    const onRetry = vi.fn();
    renderPicker({
      currencies: undefined,
      error: new ApiError({ kind: 'network', status: 0, detail: 'x' }),
      onRetry,
    });
    expect((await screen.findByRole('alert', {}, LAZY_WORDS)).textContent).toMatch(
      /Can't reach the server/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByRole('radiogroup').getAttribute('aria-busy')).toBe('false');
  });
});

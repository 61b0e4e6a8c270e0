// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { amountEntryReducer, emptyEntry } from '@/lib/amount-entry';
import { AmountKeypad } from './AmountKeypad';
import type { AmountKeypadProps } from './AmountKeypad';

afterEach(cleanup);

function Harness(props: Omit<AmountKeypadProps, 'entry' | 'dispatch'>) {
  const [entry, dispatch] = useReducer(amountEntryReducer, emptyEntry);
  return <AmountKeypad entry={entry} dispatch={dispatch} {...props} />;
}

const key = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const USD = { currency: 'USD', rate: 1_000 };

describe('AmountKeypad', () => {
  it('mirrors the keys in the labelled field and shows the fiat value live', () => {
    render(<Harness fiat={USD} />);
    ['2', '5', '0', '0'].forEach(key);
    // Grouped as typed, as every amount elsewhere.
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '2,500');
    expect(screen.getByTestId('keypad-other-unit').textContent).toBe('≈ $2.50');
    key('Delete last digit');
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '250');
  });

  it('swaps to fiat, takes a decimal point there and shows the sats', () => {
    render(<Harness fiat={USD} />);
    key('Enter in USD');
    ['1', 'Decimal point', '5'].forEach(key);
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '1.5');
    const describedBy = screen.getByLabelText('Amount').getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toBe('USD');
    expect(screen.getByTestId('keypad-other-unit').textContent).toBe('1,500 sats');
    key('Enter in sats');
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '1,500');
  });

  it('takes typed text as well as keys', () => {
    render(<Harness />);
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '1,234' } });
    key('7');
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '12,347');
  });

  it('shows the range in both units, the error, and Max only when given', () => {
    const { rerender } = render(
      <Harness fiat={USD} rangeSat={{ minSat: 1_000, maxSat: 50_000 }} error="Too much." />,
    );
    expect(screen.getByText('From 1,000 sats to 50,000 sats ($1.00 – $50.00)')).toBeTruthy();
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull();
    rerender(<Harness fiat={USD} maxSat={4_950} />);
    key('Max');
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '4,950');
  });

  it('has no swap without a rate and no keys when read-only', () => {
    const { rerender } = render(<Harness />);
    expect(screen.queryByRole('button', { name: /Enter in/ })).toBeNull();
    rerender(<Harness readOnly />);
    expect(screen.queryByRole('group', { name: 'Amount keypad' })).toBeNull();
  });
});

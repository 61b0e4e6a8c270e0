// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SegmentedField } from './SegmentedRadios';

afterEach(cleanup);

function Units() {
  const [unit, setUnit] = useState<'sat' | 'fiat'>('sat');
  return (
    <SegmentedField
      legend="Unit"
      columns="grid-cols-2"
      value={unit}
      onChange={setUnit}
      options={[
        { id: 'sat', label: 'Sats' },
        { id: 'fiat', label: 'Euro' },
      ]}
    />
  );
}

const segment = (name: string) => screen.getByRole('radio', { name }).closest('label')!;

describe('SegmentedRadios', () => {
  it('marks the checked segment with data-checked, which its classes style (no :has())', () => {
    render(<Units />);
    expect(segment('Sats').hasAttribute('data-checked')).toBe(true);
    expect(segment('Euro').hasAttribute('data-checked')).toBe(false);
    expect(segment('Sats').className).toContain('data-checked:bg-white');
    expect(segment('Sats').className).not.toMatch(/\bhas-/);

    fireEvent.click(screen.getByRole('radio', { name: 'Euro' }));
    expect(segment('Euro').hasAttribute('data-checked')).toBe(true);
    expect(segment('Sats').hasAttribute('data-checked')).toBe(false);
  });

  it('draws the focus ring on the radio itself, which covers the segment and stays visible', () => {
    render(<Units />);
    const radio = screen.getByRole('radio', { name: 'Sats' });
    expect(radio.className).toContain('focus-visible:ring-2');
    expect(radio.className).not.toContain('opacity-0');
  });
});

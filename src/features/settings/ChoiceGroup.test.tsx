// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceGroup } from './ChoiceGroup';

afterEach(cleanup);

function Theme() {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  return (
    <ChoiceGroup
      legend="Theme"
      name="theme"
      value={theme}
      onChange={setTheme}
      choices={[
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
      ]}
    />
  );
}

const choice = (name: string) => screen.getByRole('radio', { name }).closest('label')!;

describe('ChoiceGroup', () => {
  it('marks the chosen segment with data-checked, which its classes style (no :has())', () => {
    render(<Theme />);
    expect(choice('Light').hasAttribute('data-checked')).toBe(true);
    expect(choice('Dark').hasAttribute('data-checked')).toBe(false);
    expect(choice('Light').className).toContain('data-checked:bg-white');
    expect(choice('Light').className).not.toMatch(/\bhas-/);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(choice('Dark').hasAttribute('data-checked')).toBe(true);
    expect(choice('Light').hasAttribute('data-checked')).toBe(false);
  });
});

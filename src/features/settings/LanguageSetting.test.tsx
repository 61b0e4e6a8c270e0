// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/session';
import { LanguageSetting } from './LanguageSetting';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('LanguageSetting', () => {
  it('offers the four languages by their own names, never the pseudo-locale, even while it shows', async () => {
    await act(() => activateLocale('pseudo'));
    const onChange = vi.fn();
    render(<LanguageSetting value={null} onChange={onChange} />);
    const picker = screen.getByRole('combobox');
    const offered = [...picker.querySelectorAll('option:not([disabled])')].map((option) => [
      option.getAttribute('value'),
      option.textContent,
    ]);
    expect(offered).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['pt-BR', 'Português (Brasil)'],
      ['de', 'Deutsch'],
    ]);
    // Nothing is shown as chosen: the pseudo-locale is no one's language.
    expect((picker as HTMLSelectElement).value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });
});

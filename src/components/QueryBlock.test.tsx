// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { QueryBlock } from './QueryBlock';
import type { QueryBlockState } from './QueryBlock';

// The error words load on demand (ErrorMessage): a busy machine may take a while to bring them.
const LAZY_WORDS = { timeout: 10_000 };

afterEach(cleanup);

function renderBlock(query: Partial<QueryBlockState<string[]>>) {
  const state: QueryBlockState<string[]> = {
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    refetch: vi.fn(),
    ...query,
  };
  render(
    <QueryBlock
      query={state}
      pending={<p>loading…</p>}
      isEmpty={(names) => names.length === 0}
      empty="No links yet."
    >
      {(names) => (
        <ul aria-label="Links">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryBlock>,
  );
  return state;
}

describe('QueryBlock', () => {
  it('shows the placeholder while the first answer is on its way', () => {
    renderBlock({ isPending: true });
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error with a retry that refetches', async () => {
    const state = renderBlock({
      isError: true,
      error: new ApiError({ kind: 'network', status: 0, detail: 'offline' }),
    });
    expect(await screen.findByRole('alert', {}, LAZY_WORDS)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps showing a failed refetch rather than the stale list', async () => {
    renderBlock({ isError: true, error: new Error('boom'), data: ['a'] });
    expect(await screen.findByRole('alert', {}, LAZY_WORDS)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when the answer is empty, and otherwise draws the list', () => {
    renderBlock({ data: [] });
    expect(screen.getByText('No links yet.')).toBeTruthy();
    cleanup();
    renderBlock({ data: ['a', 'b'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
  });
});

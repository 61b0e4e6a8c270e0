// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CopyButton } from './CopyButton';

beforeEach(() => {
  // A browser that cannot copy at all: no clipboard API, and execCommand refused.
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

function ShownHash() {
  const ref = useRef<HTMLElement>(null);
  return (
    <>
      <code ref={ref}>abc123</code>
      <CopyButton value="abc123" label="Copy payment hash" textRef={ref} />
    </>
  );
}

describe('CopyButton where nothing can copy', () => {
  it('shows the invoice to copy by hand and selects it', async () => {
    render(<CopyButton value="lnbc1xyz" label="Copy invoice" text="Copy invoice" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy invoice' })));
    expect(screen.getByRole('button').textContent).toBe('Copy failed');
    expect(screen.getByTestId('copy-by-hand').textContent).toBe('lnbc1xyz');
    expect(window.getSelection()?.toString()).toBe('lnbc1xyz');
    expect(screen.getByRole('status').textContent).toMatch(/copy it yourself/);
  });

  it('selects the value where it is on screen already, without showing it twice', async () => {
    render(<ShownHash />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Copy payment hash' })),
    );
    expect(screen.queryByTestId('copy-by-hand')).toBeNull();
    expect(window.getSelection()?.toString()).toBe('abc123');
  });
});

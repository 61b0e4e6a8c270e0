// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
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
      <CopyButton value="abc123" label="Copy payment hash" fallback={{ select: ref }} />
    </>
  );
}

describe('CopyButton where nothing can copy', () => {
  it('shows the invoice to copy by hand and selects it', async () => {
    render(<CopyButton value="lnbc1xyz" text="Copy invoice" fallback={{ show: true }} />);
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

  it('unmasks a masked value first, then selects it there', async () => {
    function Masked() {
      const ref = useRef<HTMLParagraphElement>(null);
      const [shown, setShown] = useState(false);
      return (
        <>
          <p ref={ref}>{shown ? 'secret-uri' : '••••'}</p>
          <CopyButton
            value="secret-uri"
            label="Copy connection secret"
            fallback={{ select: ref, reveal: () => setShown(true) }}
          />
        </>
      );
    }
    render(<Masked />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Copy connection secret' })),
    );
    expect(window.getSelection()?.toString()).toBe('secret-uri');
    expect(screen.getByRole('button').textContent).toBe('Selected');
  });

  it('says what to do instead when nothing can be selected', async () => {
    render(<CopyButton value="k" label="Copy admin key" fallback={{ hint: 'Write it down.' }} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy admin key' })));
    expect(screen.getByRole('button').textContent).toBe('Copy failed');
    expect(screen.getByRole('status').textContent).toBe('Write it down.');
    expect(screen.queryByTestId('copy-by-hand')).toBeNull();
  });
});

describe('CopyButton where the clipboard takes it', () => {
  it('is named by its label while idle, then says Copied (and the note, when there is one)', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void written.push(text)) },
    });
    render(
      <CopyButton
        value="lnbc1xyz"
        text="Copy invoice"
        copiedNote="Invoice copied to the clipboard."
        fallback={{ show: true }}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy invoice' })));
    expect(written).toEqual(['lnbc1xyz']);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Invoice copied to the clipboard.');
  });
});

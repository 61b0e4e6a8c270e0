// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText, useCopyText } from './useCopyText';

let copiedBySelection: string[];
let execCommandWorks: boolean;

beforeEach(() => {
  copiedBySelection = [];
  execCommandWorks = true;
  // happy-dom has no execCommand: this one copies what the focused text area has selected.
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      const area = document.activeElement as HTMLTextAreaElement | null;
      if (command !== 'copy' || !execCommandWorks || area?.localName !== 'textarea') {
        return false;
      }
      copiedBySelection.push(area.value.slice(area.selectionStart, area.selectionEnd));
      return true;
    },
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(navigator, 'clipboard');
});

function withClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe('copyText', () => {
  it('uses the async clipboard API where there is one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    expect(await copyText('lnbc1')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('lnbc1');
    expect(copiedBySelection).toEqual([]);
  });

  it('without it (plain http), copies a selected text area, and leaves nothing behind', async () => {
    withClipboard(undefined);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    expect(await copyText('lnbc1 plain http')).toBe(true);
    expect(copiedBySelection).toEqual(['lnbc1 plain http']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('when the clipboard API refuses, tries the old way; false when that fails too', async () => {
    withClipboard(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    expect(await copyText('a')).toBe(true);
    expect(copiedBySelection).toEqual(['a']);
    execCommandWorks = false;
    expect(await copyText('b')).toBe(false);
  });
});

function Copier() {
  const { state, copy } = useCopyText();
  return (
    <button type="button" onClick={() => void copy('lnbc1')}>
      {state}
    </button>
  );
}

describe('useCopyText', () => {
  it('says copied through the fallback, and failed when nothing could copy', async () => {
    withClipboard(undefined);
    render(<Copier />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button').textContent).toBe('copied');

    execCommandWorks = false;
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button').textContent).toBe('failed');
  });
});

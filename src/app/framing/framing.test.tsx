// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FramedNotice } from './FramedNotice';
import { isFramed } from './framing';

afterEach(cleanup);

describe('isFramed', () => {
  it('is false for a top-level page, whose top is itself', () => {
    const view = {};
    expect(isFramed({ top: view, self: view })).toBe(false);
    expect(isFramed(window)).toBe(false);
  });

  it('is true when another window is on top', () => {
    expect(isFramed({ top: {}, self: {} })).toBe(true);
  });

  it('is true when looking at the top window throws, as a refusing parent would make it', () => {
    const view = {
      get top(): object {
        throw new DOMException(
          'Blocked a frame from accessing a cross-origin frame',
          'SecurityError',
        );
      },
      self: {},
    };
    expect(isFramed(view)).toBe(true);
  });
});

describe('FramedNotice', () => {
  it('shows no wallet and no button, only a link that opens the same address in its own tab', () => {
    const href = 'http://127.0.0.1:5000/send?invoice=lnbc1';
    render(<FramedNotice href={href} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Pocketbits opens on its own',
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const link = screen.getByRole('link', { name: 'Open Pocketbits in its own tab' });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

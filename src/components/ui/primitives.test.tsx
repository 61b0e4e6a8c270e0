// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as englishMessages } from '@/locales/en/messages.po';
import { messages as spanishMessages } from '@/locales/es/messages.po';
import { Button } from './Button';
import { Details } from './Details';
import { EmptyNote } from './EmptyNote';
import { Notice, StatusNotice } from './Notice';
import { SkeletonList } from './Skeleton';

afterEach(cleanup);

describe('StatusNotice', () => {
  it('is an alert, a status or plain text as asked, in the colours of its tone', () => {
    render(
      <>
        <StatusNotice tone="danger" role="alert">
          Refused
        </StatusNotice>
        <StatusNotice tone="success" role="status">
          Already paid
        </StatusNotice>
        <StatusNotice tone="warning">No budget</StatusNotice>
        <StatusNotice tone="info">Invoice key</StatusNotice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Refused');
    expect(screen.getByRole('alert').className).toContain('bg-red-50');
    expect(screen.getByRole('status').className).toContain('bg-green-50');
    const plain = screen.getByText('No budget');
    expect(plain.getAttribute('role')).toBeNull();
    expect(plain.className).toContain('bg-amber-50');
    expect(screen.getByText('Invoice key').className).toContain('bg-sky-50');
  });

  it('puts a title above its text and an icon before both', () => {
    render(
      <StatusNotice tone="warning" role="status" title="Payment pending…" icon={<i>spin</i>}>
        Checked again soon.
      </StatusNotice>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('spinPayment pending…Checked again soon.');
    expect(screen.getByText('Payment pending…').className).toContain('font-semibold');
  });

  it('Notice is a titled alert, a failure unless told otherwise', () => {
    render(<Notice title="Demo not available">Try later.</Notice>);
    expect(screen.getByRole('alert').className).toContain('bg-red-50');
    cleanup();
    render(
      <Notice title="Demo not available" tone="warning">
        Try later.
      </Notice>,
    );
    expect(screen.getByRole('alert').className).toContain('bg-amber-50');
  });
});

describe('SkeletonList', () => {
  it('is one loading status with its placeholders hidden from screen readers', () => {
    render(<SkeletonList label="Loading payments" count={3} rowHeight={72} />);
    const status = screen.getByRole('status', { name: 'Loading payments' });
    expect(status.children).toHaveLength(3);
    for (const row of status.children) {
      expect(row.getAttribute('aria-hidden')).toBe('true');
      expect((row as HTMLElement).style.height).toBe('72px');
    }
  });

  it('draws blocks of a given size instead of rows', () => {
    render(<SkeletonList label="Loading connections" count={2} blockClassName="h-28" />);
    const status = screen.getByRole('status', { name: 'Loading connections' });
    expect([...status.children].map((block) => block.className)).toEqual([
      expect.stringContaining('h-28'),
      expect.stringContaining('h-28'),
    ]);
  });
});

describe('EmptyNote', () => {
  it('is a line of text, or a title, text and a way out', () => {
    render(<EmptyNote>No connections yet.</EmptyNote>);
    expect(screen.getByText('No connections yet.').tagName).toBe('P');
    cleanup();
    render(
      <EmptyNote title="No payments match" action={<button type="button">Clear filters</button>}>
        Try another search.
      </EmptyNote>,
    );
    expect(screen.getByText('No payments match').className).toContain('font-medium');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });
});

describe('Details', () => {
  it('folds its content away under a labelled toggle that opens it', () => {
    render(
      <Details>
        <p>HTTP 400: getaddrinfo ENOTFOUND</p>
      </Details>,
    );
    const summary = screen.getByText('Details');
    const details = summary.closest('details');
    expect(details?.open).toBe(false);
    expect(summary.className).toContain('min-h-11');
    summary.click();
    expect(details?.open).toBe(true);
    expect(details?.textContent).toContain('getaddrinfo ENOTFOUND');
  });
});

describe('Button that needs the network', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // Activated by hand: @/session (activateLocale) sits above ui/ in the floors.
    i18n.loadAndActivate({ locale: 'en', messages: englishMessages });
  });

  it('is disabled offline and says why, in the person’s language', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = render(<Button needsNetwork>Pay</Button>);
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toHaveProperty('disabled', true);
    const reasonId = pay.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(reasonId)?.textContent).toBe(
      'You’re offline. This needs a connection to your server.',
    );
    unmount();

    i18n.loadAndActivate({ locale: 'es', messages: spanishMessages });
    render(<Button needsNetwork>Pagar</Button>);
    const reason = screen.getByRole('button', { name: 'Pagar' }).getAttribute('aria-describedby');
    expect(document.getElementById(reason ?? '')?.textContent).toBe(
      'Estás sin conexión. Esto necesita una conexión con tu servidor.',
    );
  });
});

// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { FailureReason } from './InvoiceNotices';
import { PaymentFailed, PaymentNotSent, PaymentPending } from './PaymentOutcomes';

afterEach(cleanup);

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('PaymentPending', () => {
  it('says the payment is on its way, that leaving is safe, and offers History', () => {
    inRouter(<PaymentPending reason="pending" amountText="600 sats" />);
    const pending = screen.getByRole('status', { name: 'Your payment is on its way 600 sats' });
    expect(pending.dataset.tone).toBe('pending');
    expect(screen.getByTestId('send-pending').textContent).toBe(
      'It can take a while. You can leave this screen: History shows the payment and updates when it goes through. It won’t be paid twice.',
    );
    expect(screen.getByRole('link', { name: 'See History' }).getAttribute('href')).toBe('/history');
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('/');
  });

  it('names what is being checked, and says when reading the status failed', () => {
    inRouter(
      <PaymentPending
        reason="server-path"
        lastError={new ApiError({ kind: 'http', status: 503, detail: 'Service Unavailable' })}
      />,
    );
    expect(
      screen.getByRole('status', { name: 'Checking whether your server made this payment' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('HTTP 503: Service Unavailable');
    const details = screen.getAllByText('Details').map((summary) => summary.closest('details')!);
    expect(details.some((d) => !d.open && d.textContent!.includes('every 2 seconds'))).toBe(true);
  });
});

describe('PaymentFailed', () => {
  it('says what happened in plain words, the server’s own under Details, and Try again', () => {
    const onRetry = vi.fn();
    inRouter(
      <PaymentFailed amountText="400 sats" onRetry={onRetry}>
        <FailureReason
          error={
            new ApiError({
              kind: 'http',
              status: 520,
              detail: 'Insufficient balance.',
              paymentStatus: 'failed',
            })
          }
        />
      </PaymentFailed>,
    );
    const failed = screen.getByRole('status', { name: 'Failed 400 sats' });
    expect(failed.dataset.tone).toBe('failed');
    expect(failed.textContent).toMatch(
      /isn’t enough in this wallet to pay this\. Nothing was sent\./,
    );
    // Said once: the server's reason is not explained a second time below it.
    expect(failed.textContent?.match(/Nothing was sent/g)).toHaveLength(1);
    expect(screen.getByTestId('error-details').textContent).toContain('Insufficient balance.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Done' })).toBeTruthy();
  });

  it('a payment the server never made is not paid, and nothing was sent', () => {
    const onRetry = vi.fn();
    inRouter(<PaymentNotSent amountText="1 sat" onRetry={onRetry} />);
    expect(screen.getByRole('status', { name: 'Failed 1 sat' })).toBeTruthy();
    expect(screen.getByTestId('send-not-sent').textContent).toContain('nothing was sent');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

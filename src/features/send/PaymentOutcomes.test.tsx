// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { failureHelp } from './failure-help';
import { FailureWords, PaymentFailed, PaymentNotSent, PaymentPending } from './PaymentOutcomes';
import { readProblem } from './problem-words';

afterEach(cleanup);

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

const refusal = (detail: string) =>
  new ApiError({ kind: 'http', status: 520, detail, paymentStatus: 'failed' });

describe('PaymentPending', () => {
  it('says the payment is on its way, that leaving is safe, and offers History', () => {
    inRouter(
      <PaymentPending
        reason="pending"
        amountText="600 sats"
        fiatText="≈ $0.60"
        who="To cafe@pay.example"
        note="Two flat whites"
      />,
    );
    const pending = screen.getByRole('status', { name: 'Pending 600 sats' });
    expect(pending.dataset.tone).toBe('pending');
    expect(screen.getByTestId('outcome-fiat').textContent).toBe('≈ $0.60');
    expect(screen.getByTestId('outcome-who').textContent).toBe('To cafe@pay.example');
    expect(screen.getByTestId('outcome-note').textContent).toBe('“Two flat whites”');
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
    const pending = screen.getByRole('status', {
      name: 'Checking whether your server made this payment',
    });
    expect(pending.textContent).toContain('HTTP 503: Service Unavailable');
    const details = screen.getAllByText('Details').map((summary) => summary.closest('details')!);
    expect(details.some((d) => !d.open && d.textContent!.includes('every 2 seconds'))).toBe(true);
  });
});

describe('PaymentFailed', () => {
  it('says why once, the server’s own words under Details, and Try again where it can help', () => {
    const onRetry = vi.fn();
    const error = new ApiError({ kind: 'network', status: 0, detail: 'Failed to fetch' });
    inRouter(
      <PaymentFailed help={failureHelp(error)} amountText="400 sats" onRetry={onRetry}>
        <FailureWords {...readProblem(error)} />
      </PaymentFailed>,
    );
    const failed = screen.getByRole('status', { name: 'Failed 400 sats' });
    expect(failed.dataset.tone).toBe('failed');
    // No box repeats the headline: "Failed" is said once.
    expect(failed.textContent?.match(/Failed\b/g)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Done' })).toBeTruthy();
  });

  it('offers no Try again where a retry cannot work: Done is the main action', () => {
    const error = refusal('Payment failed: Only internal invoices can be paid.');
    expect(failureHelp(error)).toBe('none');
    inRouter(
      <PaymentFailed help={failureHelp(error)} amountText="400 sats" onRetry={vi.fn()}>
        <FailureWords {...readProblem(error)} />
      </PaymentFailed>,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const done = screen.getByRole('link', { name: 'Done' });
    expect(done.className).toContain('bg-amber');
    expect(screen.getByTestId('error-details').textContent).toContain('Only internal invoices');
  });

  it('offers Change amount when the amount is the problem', () => {
    const error = refusal('Insufficient balance.');
    expect(failureHelp(error)).toBe('change-amount');
    const onChangeAmount = vi.fn();
    inRouter(
      <PaymentFailed
        help={failureHelp(error)}
        amountText="400 sats"
        onRetry={vi.fn()}
        onChangeAmount={onChangeAmount}
      >
        <FailureWords {...readProblem(error)} />
      </PaymentFailed>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change amount' }));
    expect(onChangeAmount).toHaveBeenCalledTimes(1);
  });

  it('a payment the server never made failed, and nothing was sent', () => {
    const onRetry = vi.fn();
    inRouter(<PaymentNotSent amountText="1 sat" onRetry={onRetry} />);
    expect(screen.getByRole('status', { name: 'Failed 1 sat' })).toBeTruthy();
    expect(screen.getByTestId('send-not-sent').textContent).toContain('nothing was sent');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

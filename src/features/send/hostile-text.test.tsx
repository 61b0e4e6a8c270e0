// @vitest-environment happy-dom
// An invoice's description and a payment's memo are the payee's words: the review and the Paid
// screen show them inert (no zero-width, bidi or control characters) and bounded.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { DecodedBolt11 } from '@/lib/bolt11';
import {
  HOSTILE_TEXT,
  HOSTILE_TEXT_SHOWN_START,
  hasUnsafeCharacter,
} from '@/lib/fixtures/hostile-text';
import { MAX_DESCRIPTION_LENGTH } from '@/lib/text';
import { InvoiceSummary } from './InvoiceReview';
import { PaymentDone } from './PaymentDone';

afterEach(cleanup);

const NOW = 1_800_000_000;
const invoice = {
  network: 'mainnet',
  amountMsat: 1_234_000n,
  expiresAt: NOW + 299,
  description: HOSTILE_TEXT,
  payee: `02${'ab'.repeat(32)}`,
  paymentHash: 'c'.repeat(64),
  paymentRequest: 'lnbc12340n1hostile',
} as DecodedBolt11;

describe('text from the payee', () => {
  it('the invoice review shows a hostile description inert and bounded', () => {
    render(
      <MemoryRouter>
        <InvoiceSummary invoice={invoice} nowSeconds={NOW} fiat={null} />
      </MemoryRouter>,
    );
    const shown = screen.getByTestId('send-description').textContent!;
    expect(hasUnsafeCharacter(shown)).toBe(false);
    expect(shown.startsWith(HOSTILE_TEXT_SHOWN_START)).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(hasUnsafeCharacter(document.body.textContent!)).toBe(false);
  });

  it('the Paid screen shows a hostile memo inert and bounded', () => {
    render(
      <MemoryRouter>
        <PaymentDone
          record={{ bolt11: invoice.paymentRequest }}
          details={{ amountMsat: 600_000, feeMsat: 0, memo: HOSTILE_TEXT }}
        />
      </MemoryRouter>,
    );
    const page = document.body.textContent!;
    expect(hasUnsafeCharacter(page)).toBe(false);
    expect(page).toContain(HOSTILE_TEXT_SHOWN_START);
    expect(page).not.toContain('x'.repeat(MAX_DESCRIPTION_LENGTH));
  });
});

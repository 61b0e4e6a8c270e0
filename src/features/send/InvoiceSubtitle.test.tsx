// @vitest-environment happy-dom
// The line under "Pay an invoice": who it is from when the wallet's own server issued it, else the
// invoice's own description (made inert, on one line), else no line at all.
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayeePlace } from '@/lib/send-cost';
import { activateLocale, withCatalog } from '@/session';
import { useInvoiceSubtitle } from './InvoiceSubtitle';

const server = { serverUrl: 'https://pay.example:5000' };

function Subtitle({ place, description }: { place: PayeePlace; description?: string }) {
  const subtitle = useInvoiceSubtitle(server, place, description);
  return <p data-testid="line">{subtitle === null ? '(none)' : subtitle}</p>;
}

function lineOf(place: PayeePlace, description?: string): string {
  const { getByTestId } = render(<Subtitle place={place} description={description} />);
  const text = getByTestId('line').textContent ?? '';
  cleanup();
  return text;
}

beforeAll(async () => {
  await withCatalog('sendreview', () => Promise.resolve(null));
});

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('useInvoiceSubtitle', () => {
  it('names the server for an invoice the wallet’s own server issued, not its description', () => {
    expect(lineOf('same-server', 'Lunch')).toBe('From a wallet on pay.example:5000');
  });

  it('shows the description of any other invoice, inert and on one line', () => {
    expect(lineOf('elsewhere', 'Pizza\nfor two\u202E')).toBe('Pizza for two');
    expect(lineOf('unknown', 'Pizza')).toBe('Pizza');
  });

  it('has no line for an invoice without a description', () => {
    expect(lineOf('elsewhere', undefined)).toBe('(none)');
    expect(lineOf('elsewhere', '  \u200B ')).toBe('(none)');
  });

  it('speaks German', async () => {
    await activateLocale('de');
    expect(lineOf('same-server')).not.toContain('From a wallet');
    expect(lineOf('same-server')).toContain('pay.example:5000');
  });
});

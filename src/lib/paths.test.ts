import { describe, expect, it } from 'vitest';
import { paths, sendInvoiceHref } from './paths';

describe('sendInvoiceHref', () => {
  it('opens Send with the code, trimmed and encoded, as its invoice parameter', () => {
    const href = sendInvoiceHref('  lightning:lnbc10n1p&x=y \n');
    const url = new URL(href, 'https://wallet.example');
    expect(url.pathname).toBe(paths.send.path);
    expect(url.searchParams.get('invoice')).toBe('lightning:lnbc10n1p&x=y');
  });

  it('opens an empty Send for blank input', () => {
    expect(sendInvoiceHref('  ')).toBe(paths.send.getHref());
  });
});

import { describe, expect, it } from 'vitest';
import { isQrAlphanumeric, lightningQrPayload } from './qr-payload';

const INVOICE =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';

describe('lightningQrPayload', () => {
  it('puts the invoice in capitals behind LIGHTNING: so it fits alphanumeric mode', () => {
    const payload = lightningQrPayload(INVOICE);
    expect(payload).toBe(`LIGHTNING:${INVOICE.toUpperCase()}`);
    expect(isQrAlphanumeric(payload)).toBe(true);
  });

  it('does not double an existing prefix and trims whitespace', () => {
    expect(lightningQrPayload('  lightning:lnbc1abc \n')).toBe('LIGHTNING:LNBC1ABC');
    expect(lightningQrPayload('LIGHTNING:LNBC1ABC')).toBe('LIGHTNING:LNBC1ABC');
  });

  it('knows what alphanumeric mode cannot hold', () => {
    expect(isQrAlphanumeric('lightning:lnbc1')).toBe(false);
    expect(isQrAlphanumeric('A B$%*+-./:09')).toBe(true);
  });
});

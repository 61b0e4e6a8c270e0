import { describe, expect, it } from 'vitest';
import { displayServerUrl, normalizeServerUrl, toWebSocketUrl } from './server-url';

const origin = 'http://127.0.0.1:5000';

describe('normalizeServerUrl', () => {
  it('maps this origin (or nothing) to the empty string', () => {
    expect(normalizeServerUrl('', origin)).toBe('');
    expect(normalizeServerUrl(' http://127.0.0.1:5000/ ', origin)).toBe('');
  });

  it('keeps other servers without trailing slashes, https by default', () => {
    expect(normalizeServerUrl('https://ln.example/', origin)).toBe('https://ln.example');
    expect(normalizeServerUrl('ln.example/lnbits//', origin)).toBe('https://ln.example/lnbits');
    expect(normalizeServerUrl('HTTP://LN.Example:5000', origin)).toBe('http://ln.example:5000');
  });

  it('rejects what is not a plain http(s) base URL', () => {
    expect(normalizeServerUrl('ftp://ln.example', origin)).toBeNull();
    expect(normalizeServerUrl('https://user:pw@ln.example', origin)).toBeNull();
    expect(normalizeServerUrl('https://ln.example/?api-key=abc', origin)).toBeNull();
    expect(normalizeServerUrl('http://', origin)).toBeNull();
  });
});

describe('displayServerUrl / toWebSocketUrl', () => {
  it('resolves the empty string to the app origin', () => {
    expect(displayServerUrl('', origin)).toBe(origin);
    expect(displayServerUrl('https://ln.example', origin)).toBe('https://ln.example');
    expect(toWebSocketUrl('', '/api/v1/ws/x', 'https://app.example')).toBe(
      'wss://app.example/api/v1/ws/x',
    );
  });
});

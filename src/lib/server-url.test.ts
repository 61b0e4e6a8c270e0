import { describe, expect, it } from 'vitest';
import {
  displayServerUrl,
  isLoopbackHost,
  isLoopbackServer,
  isMixedContent,
  normalizeServerUrl,
  serverHost,
  toWebSocketUrl,
} from './server-url';

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

  it('refuses addresses that read as another host, as a backup file or a link may hold them', () => {
    for (const tricky of [
      'http://127.0.0.1:5700/?x=1#frag',
      'http://127.0.0.1:5700/#frag',
      'https://user:password@ln.example',
      'https://ln.example@evil.example',
      'https://evil.example\\@ln.example',
      'https://evil.example\\ln.example',
      'https://evil.example/@ln.example',
      'https://ln.example/lnbits path',
      'https://ln.example\tevil',
    ]) {
      expect(normalizeServerUrl(tricky, origin), tricky).toBeNull();
    }
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

describe('normalizeServerUrl: what people paste', () => {
  it('uses http for this machine when no scheme is typed', () => {
    expect(normalizeServerUrl('localhost:5000', origin)).toBe('http://localhost:5000');
    expect(normalizeServerUrl('127.0.0.1:5001/', origin)).toBe('http://127.0.0.1:5001');
    expect(normalizeServerUrl('lnbits.example.com', origin)).toBe('https://lnbits.example.com');
  });

  it('drops a trailing /api/v1 and slashes', () => {
    expect(normalizeServerUrl('https://ln.example/api/v1/', origin)).toBe('https://ln.example');
    expect(normalizeServerUrl('ln.example/lnbits/api/v1', origin)).toBe(
      'https://ln.example/lnbits',
    );
  });
});

describe('isLoopbackHost / isMixedContent / serverHost', () => {
  it('knows loopback hosts', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('192.168.1.2')).toBe(false);
  });

  it('flags an http server called from an https page, except loopback', () => {
    expect(isMixedContent('http://192.168.1.2:5000', 'https:')).toBe(true);
    expect(isMixedContent('http://localhost:5000', 'https:')).toBe(false);
    expect(isMixedContent('https://ln.example', 'https:')).toBe(false);
    expect(isMixedContent('http://192.168.1.2:5000', 'http:')).toBe(false);
    expect(isMixedContent('', 'https:')).toBe(false);
  });

  it('shortens a server URL to its host', () => {
    expect(serverHost('', origin)).toBe('127.0.0.1:5000');
    expect(serverHost('https://ln.example/lnbits', origin)).toBe('ln.example');
  });
});

describe('isLoopbackServer', () => {
  it('knows this machine from anything else, with an empty URL meaning the app’s own origin', () => {
    expect(isLoopbackServer('http://127.0.0.1:5000', 'https://app.example')).toBe(true);
    expect(isLoopbackServer('http://localhost:5000/', 'https://app.example')).toBe(true);
    expect(isLoopbackServer('', 'http://127.0.0.1:5000')).toBe(true);
    expect(isLoopbackServer('', 'https://app.example')).toBe(false);
    expect(isLoopbackServer('https://lnbits.example.com', 'http://127.0.0.1:5000')).toBe(false);
    expect(isLoopbackServer('not a url', 'not an origin')).toBe(false);
  });
});

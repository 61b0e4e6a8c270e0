import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import {
  ConnectError,
  checkServerBeforeCall,
  classifyConnectFailure,
  classifyLinkFailure,
} from './connect-errors';
import type { ConnectFailureKind } from './connect-errors';

const host = 'ln.example';

const http = (status: number, body: unknown, detail = 'x') =>
  new ApiError({ kind: 'http', status, detail, body });
const kindOf = (error: unknown, reachable?: boolean): ConnectFailureKind =>
  classifyConnectFailure(error, { host, reachable }).kind;

describe('checkServerBeforeCall', () => {
  it('rejects an address that does not parse', () => {
    expect(checkServerBeforeCall(null, 'https:', host)?.kind).toBe('bad-url');
  });

  it('stops an https page from calling a plain-http server, but not loopback', () => {
    expect(checkServerBeforeCall('http://192.168.1.5:5000', 'https:', host)?.kind).toBe(
      'mixed-content',
    );
    expect(checkServerBeforeCall('http://127.0.0.1:5000', 'https:', host)).toBeNull();
    expect(checkServerBeforeCall('http://192.168.1.5:5000', 'http:', host)).toBeNull();
    expect(checkServerBeforeCall('', 'https:', host)).toBeNull();
  });
});

describe('classifyConnectFailure', () => {
  it('tells an unreachable server from one that blocks this app (CORS)', () => {
    const network = new ApiError({ kind: 'network', status: 0, detail: 'Could not reach' });
    expect(kindOf(network, false)).toBe('unreachable');
    expect(kindOf(network, true)).toBe('cors');
    expect(kindOf(network)).toBe('network');
    expect(classifyConnectFailure(network, { host }).message).toMatch(/down.*CORS/);
  });

  it('reports a time-out', () => {
    expect(kindOf(new ApiError({ kind: 'timeout', status: 0, detail: 'late' }))).toBe('timeout');
  });

  it('recognises a server that is not LNbits', () => {
    expect(kindOf(new ApiError({ kind: 'invalid-response', status: 200, detail: 'x' }))).toBe(
      'not-lnbits',
    );
    expect(kindOf(http(404, '<!doctype html><title>404</title>', '404 Not Found'))).toBe(
      'not-lnbits',
    );
    expect(kindOf(http(404, { detail: 'Not Found' }, 'Not Found'))).toBe('not-lnbits');
    expect(kindOf(http(405, { detail: 'Method Not Allowed' }, 'Method Not Allowed'))).toBe(
      'not-lnbits',
    );
    expect(kindOf(http(403, 'Forbidden', '403 Forbidden'))).toBe('not-lnbits');
  });

  it('recognises an unknown key', () => {
    expect(kindOf(http(404, { detail: 'Wallet not found.' }, 'Wallet not found.'))).toBe(
      'wallet-not-found',
    );
  });

  it('explains the remaining LNbits answers', () => {
    expect(
      kindOf(
        http(400, { detail: 'Account creation is disabled.' }, 'Account creation is disabled.'),
      ),
    ).toBe('creation-disabled');
    expect(kindOf(http(403, { detail: 'User not allowed.' }, 'User not allowed.'))).toBe(
      'not-allowed',
    );
    expect(kindOf(http(429, { error: 'Rate limit exceeded' }))).toBe('rate-limited');
    expect(kindOf(http(500, { detail: 'Unexpected error! ID: 1' }))).toBe('server-error');
    expect(kindOf(http(400, { detail: 'Something odd' }, 'Something odd'))).toBe('other');
    expect(kindOf(new Error('boom'))).toBe('other');
  });

  it('gives every kind its own words', () => {
    const samples: unknown[] = [
      new ApiError({ kind: 'network', status: 0, detail: 'n' }),
      new ApiError({ kind: 'timeout', status: 0, detail: 't' }),
      new ApiError({ kind: 'invalid-response', status: 200, detail: 'i' }),
      http(404, { detail: 'Wallet not found.' }, 'Wallet not found.'),
      http(400, { detail: 'Account creation is disabled.' }, 'Account creation is disabled.'),
      http(429, {}),
      http(503, {}),
    ];
    const messages = new Set([
      ...samples.map((e) => classifyConnectFailure(e, { host }).message),
      classifyConnectFailure(samples[0], { host, reachable: false }).message,
      classifyConnectFailure(samples[0], { host, reachable: true }).message,
      checkServerBeforeCall(null, 'https:', host)!.message,
      checkServerBeforeCall('http://10.0.0.2', 'https:', host)!.message,
    ]);
    expect(messages.size).toBe(samples.length + 4);
  });

  it('passes an explained failure through', () => {
    const failure = checkServerBeforeCall(null, 'https:', host)!;
    expect(classifyConnectFailure(new ConnectError(failure), { host })).toBe(failure);
  });
});

describe('classifyLinkFailure (LNbits 1.5.1 login by user id)', () => {
  const linkKind = (error: unknown) => classifyLinkFailure(error, { host }).kind;
  const refusal = (status: number, detail: string) => http(status, { detail }, detail);

  it('says the server has login by link turned off, and asks for the key', () => {
    const failure = classifyLinkFailure(refusal(403, "Login by 'User ID' not allowed."), { host });
    expect(failure.kind).toBe('link-not-allowed');
    expect(failure.message).toMatch(/ln\.example.*turned off.*admin key/);
    expect(linkKind(refusal(403, 'Admin users cannot login with user id only.'))).toBe(
      'link-not-allowed',
    );
    expect(linkKind(refusal(404, 'Not Found'))).toBe('link-not-allowed');
  });

  it('tells an unknown link apart, and passes everything else to the connect wording', () => {
    expect(linkKind(refusal(401, 'User ID does not exist.'))).toBe('link-not-found');
    expect(linkKind(refusal(403, 'User not allowed.'))).toBe('not-allowed');
    expect(linkKind(http(500, { detail: 'boom' }))).toBe('server-error');
    expect(linkKind(new ApiError({ kind: 'timeout', status: 0, detail: 'late' }))).toBe('timeout');
  });
});

import { describe, expect, it } from 'vitest';
import {
  headerPolicy,
  metaPolicy,
  parsePolicy,
  serializePolicy,
  withLoopbackConnections,
} from './content-security-policy';

describe('the app policy', () => {
  const policy = parsePolicy(metaPolicy(['abc=', 'def=']));

  it('runs only its own scripts and the hashed inline ones: no inline, no eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    const everything = metaPolicy(['abc=']);
    expect(everything).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|\*/);
  });

  it('is locked down everywhere else', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
  });

  it('connects to any https or wss server, never to plain http elsewhere', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https:', 'wss:', 'blob:']);
  });

  it('has no directive a browser ignores in a <meta> (it would only log a warning)', () => {
    for (const ignored of ['frame-ancestors', 'report-uri', 'sandbox']) {
      expect(policy.has(ignored)).toBe(false);
    }
  });
});

describe('withLoopbackConnections', () => {
  it('adds http and ws on loopback ports to connect-src only, once', () => {
    const strict = metaPolicy(['abc=']);
    const loopback = withLoopbackConnections(strict);
    expect(parsePolicy(loopback).get('connect-src')).toEqual([
      "'self'",
      'https:',
      'wss:',
      'blob:',
      'http://127.0.0.1:*',
      'ws://127.0.0.1:*',
      'http://localhost:*',
      'ws://localhost:*',
    ]);
    expect(withLoopbackConnections(loopback)).toBe(loopback);
    const others = (text: string) =>
      [...parsePolicy(text)].filter(([name]) => name !== 'connect-src');
    expect(others(loopback)).toEqual(others(strict));
  });
});

describe('headerPolicy', () => {
  it('is the page policy plus frame-ancestors none', () => {
    const page = metaPolicy(['abc=']);
    const header = parsePolicy(headerPolicy(page));
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    expect(
      serializePolicy(new Map([...header].filter(([name]) => name !== 'frame-ancestors'))),
    ).toBe(page);
  });
});

describe('parsePolicy', () => {
  it('reads as a browser does: case-insensitive names, empty parts skipped, the first repeat wins', () => {
    const parsed = parsePolicy("Script-Src 'self';; script-src *; img-src  data:  ");
    expect([...parsed]).toEqual([
      ['script-src', ["'self'"]],
      ['img-src', ['data:']],
    ]);
  });
});

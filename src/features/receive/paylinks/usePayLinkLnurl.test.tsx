// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeLnurl, encodeLnurl } from '@/lib/lnurl/codec';
import { usePayLinkLnurl } from './usePayLinkLnurl';

describe('usePayLinkLnurl', () => {
  it('gives the server’s LNURL on the first render', () => {
    const sent = encodeLnurl('https://server.example/lnurlp/abc').toLowerCase();
    const { result } = renderHook(() =>
      usePayLinkLnurl({ id: 'abc', lnurl: sent, domain: null }, 'https://x.example'),
    );
    expect(result.current).toBe(sent.toUpperCase());
  });

  it('builds one once the codec has loaded when the server sent none', async () => {
    const { result } = renderHook(() =>
      usePayLinkLnurl({ id: 'Xy12ab', lnurl: null, domain: null }, 'http://127.0.0.1:5000/'),
    );
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toMatch(/^LNURL1/));
    expect(decodeLnurl(result.current!)).toBe('http://127.0.0.1:5000/lnurlp/Xy12ab');
  });

  it('is null when no LNURL can be made (plain http on a public host)', async () => {
    const { result } = renderHook(() =>
      usePayLinkLnurl({ id: 'a', lnurl: null, domain: null }, 'http://pay.example.com'),
    );
    await waitFor(() => expect(result.current).toBeNull());
  });
});

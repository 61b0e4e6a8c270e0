import { describe, expect, it } from 'vitest';
import {
  clearConnectCode,
  handOverToConnect,
  peekConnectCode,
  walletLinkInAddress,
} from './connect-handoff';

const usr = 'f4cb670d1c3f402bb40be3036fc645c3';
const wal = '1d8cdbac00164c388acd89c1d64f1b63';

describe('the hand-off to Connect', () => {
  it('holds the code until cleared', () => {
    handOverToConnect('key');
    expect(peekConnectCode()).toBe('key');
    expect(peekConnectCode()).toBe('key');
    clearConnectCode();
    expect(peekConnectCode()).toBeNull();
  });
});

describe('walletLinkInAddress', () => {
  it('rebuilds the link and leaves an address with neither usr nor wal', () => {
    expect(
      walletLinkInAddress(`http://127.0.0.1:5000/wallet?usr=${usr}&wal=${wal}&lang=en#top`),
    ).toEqual({
      link: `http://127.0.0.1:5000/wallet?usr=${usr}&wal=${wal}`,
      cleanHref: '/wallet?lang=en#top',
    });
  });

  it('takes ?usr= on any path as a link to this server', () => {
    expect(walletLinkInAddress(`https://app.example/connect?usr=${usr}`)).toEqual({
      link: `https://app.example/wallet?usr=${usr}`,
      cleanHref: '/connect',
    });
  });

  it('leaves other addresses alone', () => {
    expect(walletLinkInAddress('https://app.example/?demo=abc')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  FALLBACK_WORDS,
  describeOtherPush,
  describePayment,
  fillTemplate,
  paymentTag,
  readLnbitsPush,
  readNotificationConfig,
  readSeenPayment,
  walletHref,
} from './push-notification';
import type { NotificationWords, NotifiedServer } from './push-notification';
import { isAppHref } from './worker-messages';

const WALLET_ID = 'a'.repeat(32);
const USER_ID = 'f'.repeat(32);

/** LNbits 1.5.1's payload as Python's json.dumps writes it (the sandbox's is byte-identical). */
const lnbitsPush = (body: string, name = 'Everyday') =>
  JSON.stringify({
    title: `LNbits: ${name}`,
    body,
    url: `https://lnbits.example/wallet?usr=${USER_ID}&wal=${WALLET_ID}`,
  });

const server: NotifiedServer = {
  scope: '/notify/0123456789abcdef0123456789abcdef/',
  siteTitle: 'LNbits',
  wallets: [{ walletId: WALLET_ID, localId: 'local-1', name: 'Everyday' }],
};

const german: NotificationWords = {
  locale: 'de',
  received: '{amount} empfangen · {wallet}',
  paid: '{amount} bezahlt · {wallet}',
};

describe('readLnbitsPush', () => {
  it('reads the amount, the memo, the wallet name and only `wal` of the url', () => {
    const news = readLnbitsPush(lnbitsPush('You just received 2100 sats!\r\ncoffee'));
    expect(news).toEqual({
      walletId: WALLET_ID,
      walletName: 'Everyday',
      amountSat: 2100,
      note: 'coffee',
    });
    expect(JSON.stringify(news)).not.toContain(USER_ID);
  });

  it('reads "1 sat" and the payer\'s negative amount ("-21 sat", LNbits\' `\'s\'[:amount^1]`)', () => {
    expect(readLnbitsPush(lnbitsPush('You just received 1 sat!'))?.amountSat).toBe(1);
    expect(readLnbitsPush(lnbitsPush('You just received -21 sat!\r\ntea'))).toMatchObject({
      amountSat: -21,
      note: 'tea',
    });
  });

  it('keeps a memo with line breaks of its own whole', () => {
    expect(readLnbitsPush(lnbitsPush('You just received 5 sats!\r\nline 1\r\nline 2'))?.note).toBe(
      'line 1\r\nline 2',
    );
  });

  it("is null for anything that is not LNbits' payment push", () => {
    for (const text of [
      '',
      'not json',
      '[]',
      JSON.stringify({ title: 'x' }),
      lnbitsPush('Something else happened'),
      lnbitsPush('You just received lots of sats!'),
      lnbitsPush('You just received 99999999999999999 sats!'),
    ]) {
      expect(readLnbitsPush(text), text).toBeNull();
    }
  });

  it('takes no wallet id from a url without a well-formed `wal`', () => {
    const push = JSON.stringify({
      title: 'LNbits: X',
      body: 'You just received 3 sats!',
      url: 'https://h/wallet?usr=1&wal=../../etc',
    });
    expect(readLnbitsPush(push)?.walletId).toBeNull();
  });

  it('makes a hostile wallet name inert and short', () => {
    const news = readLnbitsPush(
      lnbitsPush('You just received 3 sats!', `\u202eevil\n${'x'.repeat(200)}`),
    );
    expect(news?.walletName).not.toMatch(/[\u202e\n]/);
    expect(news?.walletName?.length).toBeLessThanOrEqual(60);
  });
});

describe('describePayment', () => {
  it('says "Received 2,100 sats · Everyday" with the memo, and opens that wallet\'s History', () => {
    const news = readLnbitsPush(lnbitsPush('You just received 2100 sats!\r\ncoffee'))!;
    expect(describePayment(news, server, { ...FALLBACK_WORDS })).toEqual({
      title: 'Received 2,100 sats · Everyday',
      body: 'coffee',
      tag: `payment:${WALLET_ID}:2100:coffee`,
      href: '/history?wallet=local-1',
      lang: 'en',
    });
  });

  it('writes the words and the number in the language handed over', () => {
    const news = readLnbitsPush(lnbitsPush('You just received 2100 sats!'))!;
    expect(describePayment(news, server, german).title).toBe('2.100 sats empfangen · Everyday');
    expect(describePayment(news, server, german).lang).toBe('de');
  });

  it('shows the payer\'s push as "Paid", with the amount positive', () => {
    const news = readLnbitsPush(lnbitsPush('You just received -21 sat!'))!;
    expect(describePayment(news, server).title).toBe('Paid 21 sats · Everyday');
  });

  it('drops the memo LNbits makes up from the site title', () => {
    const news = readLnbitsPush(lnbitsPush('You just received 5 sats!\r\nLNbits'))!;
    expect(describePayment(news, server).body).toBe('');
    expect(describePayment(news, { ...server, siteTitle: 'My shop' }).body).toBe('LNbits');
  });

  it("names a wallet the device does not know by the server's name, and opens Home", () => {
    const news = readLnbitsPush(lnbitsPush('You just received 5 sats!', 'Savings'))!;
    const shown = describePayment({ ...news, walletId: 'b'.repeat(32) }, server);
    expect(shown.title).toBe('Received 5 sats · Savings');
    expect(shown.href).toBe('/');
  });

  it("prefers the name this device shows to the server's", () => {
    const news = readLnbitsPush(lnbitsPush('You just received 5 sats!', 'Renamed elsewhere'))!;
    expect(describePayment(news, server).title).toBe('Received 5 sats · Everyday');
  });

  it('opens the payment itself when the app saw it (its hash is known)', () => {
    const hash = 'c'.repeat(64);
    const news = readSeenPayment({
      walletId: WALLET_ID,
      walletName: 'Everyday',
      amountSat: 2100,
      note: 'coffee',
      paymentHash: hash,
    })!;
    expect(describePayment(news, server).href).toBe(`/history/${hash}?wallet=local-1`);
  });

  it("gives a push and the websocket's report of one payment the same tag", () => {
    const pushed = readLnbitsPush(lnbitsPush('You just received 2100 sats!\r\ncoffee'))!;
    const seen = readSeenPayment({
      walletId: WALLET_ID,
      walletName: 'Everyday',
      amountSat: 2100,
      note: 'coffee',
      paymentHash: 'c'.repeat(64),
    })!;
    expect(paymentTag(seen)).toBe(paymentTag(pushed));
    expect(paymentTag({ ...seen, amountSat: 2101 })).not.toBe(paymentTag(pushed));
    expect(paymentTag({ ...seen, note: 'tea' })).not.toBe(paymentTag(pushed));
  });

  it("never carries the account id or the server's url", () => {
    const text = lnbitsPush('You just received 2100 sats!\r\ncoffee');
    const shown = describePayment(readLnbitsPush(text)!, server);
    expect(JSON.stringify(shown)).not.toMatch(new RegExp(`${USER_ID}|lnbits\\.example|usr=`));
    expect(JSON.stringify(describeOtherPush(text))).not.toMatch(new RegExp(`${USER_ID}|usr=`));
  });
});

describe('readSeenPayment', () => {
  it('refuses what the page would never send', () => {
    const good = { walletId: WALLET_ID, walletName: 'E', amountSat: 1, note: null };
    expect(readSeenPayment(good)).not.toBeNull();
    expect(readSeenPayment({ ...good, walletId: 'x' })).toBeNull();
    expect(readSeenPayment({ ...good, amountSat: 1.5 })).toBeNull();
    expect(readSeenPayment({ ...good, note: 3 })).toBeNull();
    expect(readSeenPayment({ ...good, paymentHash: 'zz' })).toBeNull();
    expect(readSeenPayment('x')).toBeNull();
  });
});

describe('fillTemplate', () => {
  it('fills each placeholder once: a name holding "{amount}" stays as it is', () => {
    expect(fillTemplate('{amount} · {wallet}', { amount: '5 sats', wallet: '{amount}' })).toBe(
      '5 sats · {amount}',
    );
  });
});

describe('addresses a notification opens', () => {
  it('are paths of this app only', () => {
    expect(isAppHref(walletHref('local-1'))).toBe(true);
    expect(isAppHref('/')).toBe(true);
    for (const href of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil',
      'javascript:1',
      3,
    ]) {
      expect(isAppHref(href), String(href)).toBe(false);
    }
  });

  it('escape the local id', () => {
    expect(walletHref('a&b=c')).toBe('/history?wallet=a%26b%3Dc');
  });
});

describe('readNotificationConfig', () => {
  it('keeps what is well formed and drops the rest', () => {
    expect(readNotificationConfig(null)).toEqual({ v: 1, words: null, servers: [] });
    expect(
      readNotificationConfig({ v: 1, words: german, servers: [server, { scope: 3 }] }),
    ).toEqual({ v: 1, words: german, servers: [server] });
    expect(readNotificationConfig({ v: 1, words: { locale: 'de' }, servers: [] }).words).toBeNull();
  });
});

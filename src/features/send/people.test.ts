import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXT, hasUnsafeCharacter } from '@/lib/fixtures/hostile-text';
import {
  MAX_LABEL_LENGTH,
  MAX_PEOPLE,
  codeIdentity,
  matchingPeople,
  mergePeople,
  withStoredLabel,
  withoutStoredLink,
} from './people';

// As LNbits 1.5.1 stores them (checked on the genuine server): a bech32 LNURL in upper case, an
// address as given, the label the service's text/plain.
const cafeLnurl = 'LNURL1DP68GUP69UHNZV3H9CCZUVPWXYAR2D34XQHKCMN4WFK8QTMZX34XG72JKVKURG';
const storedCafe = { lnurl: cafeLnurl, label: 'Coffee shop', last_used: 2_000 };
const storedAlice = { lnurl: 'alice@example.com', label: 'Payment to alice', last_used: 1_000 };
const localAlice = {
  code: 'Alice@Example.com',
  label: 'Alice@Example.com',
  name: 'Payment to alice',
  amountSat: 21,
  paidAt: 3_000_000,
};
const localShop = { code: 'shop@shop.example', label: 'shop@shop.example', paidAt: 500_000 };

describe('people on Send’s start', () => {
  it('merges the device’s and LNbits’ lists once each, whatever the case, newest first', () => {
    const people = mergePeople([localAlice, localShop], [storedAlice, storedCafe]);
    expect(people.map((p) => [p.code, p.paidAt, p.stored])).toEqual([
      // The device paid Alice later than LNbits last saw; its amount stays.
      ['Alice@Example.com', 3_000_000, true],
      [cafeLnurl, 2_000_000, true],
      ['shop@shop.example', 500_000, false],
    ]);
    expect(people[0]).toMatchObject({ label: 'Payment to alice', amountSat: 21 });
  });

  it('takes LNbits’ label and shows the address beside it; an LNURL by its label alone', () => {
    const [alice, cafe] = mergePeople([], [storedAlice, { ...storedCafe, last_used: 1 }]);
    expect(alice).toMatchObject({ label: 'Payment to alice', address: 'alice@example.com' });
    expect(cafe).toMatchObject({ label: 'Coffee shop', code: cafeLnurl });
    expect(cafe).not.toHaveProperty('address');
  });

  it('names someone by the code when LNbits keeps no label', () => {
    const [blank] = mergePeople([], [{ lnurl: 'bob@b.example', label: ' ', last_used: 1 }]);
    expect(blank).toMatchObject({ label: 'bob@b.example', stored: true });
    expect(blank).not.toHaveProperty('address');
  });

  it('shows a label someone else wrote inert, on one line and bounded', () => {
    const [hostile] = mergePeople([], [{ ...storedCafe, label: HOSTILE_TEXT }]);
    expect(hasUnsafeCharacter(hostile!.label)).toBe(false);
    expect(hostile!.label.startsWith('coffee gnp.exe <b>x</b> line two x')).toBe(true);
    expect(hostile!.label.length).toBeLessThanOrEqual(MAX_LABEL_LENGTH);
  });

  it('takes a stored LNURL given in lower case with a lightning: prefix as the same one', () => {
    expect(codeIdentity(`lightning:${cafeLnurl.toLowerCase()} `)).toBe(codeIdentity(cafeLnurl));
    const local = { code: cafeLnurl.toLowerCase(), label: 'cafe.example', paidAt: 1 };
    expect(mergePeople([local], [storedCafe])).toHaveLength(1);
  });

  describe('an LNURL and its URL are one person (LUD-01, LUD-17)', () => {
    // What cafeLnurl holds: http on a loopback test server; the path's case is the link's id.
    const cafeUrl = 'http://127.0.0.1:5650/lnurlp/b4jdyR';

    it('compares by the URL the bech32 form holds, in any of its spellings', () => {
      for (const spelling of [
        cafeUrl,
        'https://127.0.0.1:5650/lnurlp/b4jdyR',
        'lnurlp://127.0.0.1:5650/lnurlp/b4jdyR',
        'LNURLP://127.0.0.1:5650/lnurlp/b4jdyR',
        `lightning:${cafeLnurl.toLowerCase()}`,
      ]) {
        expect(codeIdentity(spelling), spelling).toBe(codeIdentity(cafeLnurl));
      }
      const shop = 'https://Pay.Example/.well-known/lnurlp/shop';
      expect(codeIdentity('lnurlp://pay.example:443/.well-known/lnurlp/shop')).toBe(
        codeIdentity(shop),
      );
    });

    it('keeps services apart by the path, whose case matters, and by host', () => {
      expect(codeIdentity('https://127.0.0.1:5650/lnurlp/B4JDYR')).not.toBe(
        codeIdentity(cafeLnurl),
      );
      expect(codeIdentity('https://127.0.0.1:5651/lnurlp/b4jdyR')).not.toBe(
        codeIdentity(cafeLnurl),
      );
      expect(codeIdentity('alice@example.com')).not.toBe(codeIdentity(cafeLnurl));
    });

    it('takes a code that does not decode as it is, whatever its case', () => {
      const broken = `${cafeLnurl.slice(0, -1)}Q`;
      expect(codeIdentity(broken)).toBe(broken.toLowerCase());
      expect(codeIdentity(broken)).not.toBe(codeIdentity(cafeLnurl));
    });

    it('merges the device’s LUD-17 URL with LNbits’ bech32 into one entry', () => {
      const local = {
        code: 'lnurlp://127.0.0.1:5650/lnurlp/b4jdyR',
        label: '127.0.0.1',
        paidAt: 9,
      };
      const people = mergePeople([local], [storedCafe]);
      expect(people).toHaveLength(1);
      expect(people[0]).toMatchObject({
        code: local.code,
        label: 'Coffee shop',
        paidAt: 2_000_000,
        stored: true,
      });
    });

    it('finds, removes and renames the stored entry by either spelling', () => {
      const people = mergePeople([], [storedCafe, storedAlice]);
      expect(matchingPeople(people, cafeUrl).map((p) => p.code)).toEqual([cafeLnurl]);
      expect(withoutStoredLink([storedCafe, storedAlice], cafeUrl)).toEqual([storedAlice]);
      expect(withStoredLabel([storedCafe], { code: cafeUrl, paidAt: 1 }, 'Dana')).toEqual([
        { ...storedCafe, label: 'Dana' },
      ]);
    });
  });

  it('narrows to what is typed or pasted, by name, address or code', () => {
    const people = mergePeople([localAlice, localShop], [storedCafe]);
    expect(matchingPeople(people, '').map((p) => p.label)).toHaveLength(3);
    expect(matchingPeople(people, 'cOFF').map((p) => p.code)).toEqual([cafeLnurl]);
    expect(matchingPeople(people, 'ALICE@').map((p) => p.code)).toEqual(['Alice@Example.com']);
    expect(matchingPeople(people, `lightning:${cafeLnurl}`).map((p) => p.code)).toEqual([
      cafeLnurl,
    ]);
    expect(matchingPeople(people, 'nobody')).toEqual([]);
  });

  it('shows at most five at once', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      lnurl: `p${i}@x.example`,
      label: `P${i}`,
      last_used: i,
    }));
    const shown = matchingPeople(mergePeople([], many), '');
    expect(shown).toHaveLength(MAX_PEOPLE);
    expect(shown[0]!.label).toBe('P7');
  });

  it('removes every stored entry of one person and leaves the rest', () => {
    const twice = [storedCafe, storedAlice, { ...storedCafe, lnurl: cafeLnurl.toLowerCase() }];
    expect(withoutStoredLink(twice, `lightning:${cafeLnurl}`)).toEqual([storedAlice]);
  });

  it('renames every stored entry of one person, or stores someone only this device knew', () => {
    expect(withStoredLabel([storedCafe, storedAlice], localAlice, 'Alice')).toEqual([
      storedCafe,
      { ...storedAlice, label: 'Alice' },
    ]);
    expect(withStoredLabel([storedCafe], localShop, 'The shop')).toEqual([
      storedCafe,
      { lnurl: 'shop@shop.example', label: 'The shop', last_used: 500 },
    ]);
  });
});

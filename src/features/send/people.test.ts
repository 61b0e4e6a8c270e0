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

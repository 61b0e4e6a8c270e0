import { describe, expect, it } from 'vitest';
import { EMPTY_PAY_LINK_FORM, validatePayLinkForm } from './paylink-form';
import type { PayLinkFormValues } from './paylink-form';

describe('validatePayLinkForm', () => {
  const form = (patch: Partial<PayLinkFormValues>): PayLinkFormValues => ({
    ...EMPTY_PAY_LINK_FORM,
    description: 'Tips',
    ...patch,
  });

  it('builds a range link with comments and a lower-cased username', () => {
    expect(
      validatePayLinkForm(
        form({ minText: '10', maxText: '100,000', commentCharsText: '140', username: ' Alice ' }),
      ),
    ).toEqual({
      ok: true,
      input: { description: 'Tips', min: 10, max: 100_000, comment_chars: 140, username: 'alice' },
    });
  });

  it('builds a fixed link; an empty username is null and empty comments are 0', () => {
    expect(
      validatePayLinkForm(form({ amountMode: 'fixed', amountText: '2,100', commentCharsText: '' })),
    ).toEqual({
      ok: true,
      input: { description: 'Tips', min: 2_100, max: 2_100, comment_chars: 0, username: null },
    });
  });

  it('needs a description', () => {
    const result = validatePayLinkForm(form({ description: '   ' }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.description).toMatch(/description/i);
  });

  it('refuses amounts that are not whole sats ≥ 1, and min above max', () => {
    const bad = validatePayLinkForm(form({ minText: '0', maxText: '1.5' }));
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(['max', 'min']);
    const crossed = validatePayLinkForm(form({ minText: '500', maxText: '100' }));
    expect(!crossed.ok && crossed.errors.max).toMatch(/at least the minimum/);
    const fixed = validatePayLinkForm(form({ amountMode: 'fixed', amountText: '' }));
    expect(!fixed.ok && Object.keys(fixed.errors)).toEqual(['amount']);
  });

  it('allows 0–799 comment characters', () => {
    expect(validatePayLinkForm(form({ commentCharsText: '799' })).ok).toBe(true);
    expect(validatePayLinkForm(form({ commentCharsText: '800' })).ok).toBe(false);
    expect(validatePayLinkForm(form({ commentCharsText: '-1' })).ok).toBe(false);
  });

  it('checks the username like lnurlp: a-z 0-9 - _ . up to 210', () => {
    expect(validatePayLinkForm(form({ username: 'a.b-c_d9' })).ok).toBe(true);
    const spaced = validatePayLinkForm(form({ username: 'al ice' }));
    expect(!spaced.ok && spaced.errors.username).toMatch(/letters/);
    expect(validatePayLinkForm(form({ username: 'bob@x' })).ok).toBe(false);
    expect(validatePayLinkForm(form({ username: 'a'.repeat(210) })).ok).toBe(true);
    const long = validatePayLinkForm(form({ username: 'a'.repeat(211) }));
    expect(!long.ok && long.errors.username).toMatch(/210/);
  });
});

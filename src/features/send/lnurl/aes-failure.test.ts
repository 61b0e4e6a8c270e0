import { describe, expect, it } from 'vitest';
import { LnurlError } from '@/lib/lnurl/errors';
import { MissingPreimageError } from '@/api/queries';
import { describeAesFailure } from './aes-failure';

describe('describeAesFailure', () => {
  it('says why the encrypted message can’t be read, never the raw error', () => {
    expect(describeAesFailure(new MissingPreimageError())).toBe(
      'Your server didn’t give the payment proof needed to read this message.',
    );
    expect(describeAesFailure(new LnurlError('aes-key', 'English'))).toBe(
      'The payment proof does not match this payment, so the message cannot be read.',
    );
    expect(describeAesFailure(new TypeError('Failed to fetch'))).toBe(
      'The message couldn’t be read.',
    );
  });
});

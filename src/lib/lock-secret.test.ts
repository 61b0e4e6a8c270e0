import { describe, expect, it } from 'vitest';
import { guessesToTry, secretProblem } from './lock-secret';

describe('secretProblem', () => {
  it('takes exactly six digits for a PIN', () => {
    expect(secretProblem('pin', '246810')).toBeNull();
    expect(secretProblem('pin', '24681')).toBe('too-short');
    expect(secretProblem('pin', '2468100')).toBe('too-short');
    expect(secretProblem('pin', '24681a')).toBe('digits-only');
  });

  it('takes twelve digits or more for a longer PIN', () => {
    expect(secretProblem('long-pin', '135792468024')).toBeNull();
    expect(secretProblem('long-pin', '13579246802')).toBe('too-short');
    expect(secretProblem('long-pin', '135792 468024')).toBe('digits-only');
  });

  it('takes twelve characters or more for a passphrase, and nothing huge', () => {
    expect(secretProblem('passphrase', 'purple kettle rain')).toBeNull();
    expect(secretProblem('passphrase', '  short one  ')).toBe('too-short');
    expect(secretProblem('passphrase', 'x'.repeat(201))).toBe('too-long');
  });

  it('says how many guesses each takes', () => {
    expect(guessesToTry('pin')).toBe(1e6);
    expect(guessesToTry('long-pin')).toBe(1e12);
    expect(guessesToTry('passphrase')).toBeGreaterThan(1e15);
  });
});

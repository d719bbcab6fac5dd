import { describe, expect, it } from 'vitest';
import { digitsOnly } from './digits';

describe('digitsOnly (§3 PhoneNumber, §5)', () => {
  it('strips a phone number of every non-digit before sending (§5)', () => {
    expect(digitsOnly('(816) 555-0199')).toBe('8165550199');
    expect(digitsOnly('+1 816.555.0199 ext 2')).toBe('181655501992');
  });

  it('shows a reference number as digits only (§5)', () => {
    expect(digitsOnly('RM-0012345')).toBe('0012345');
    expect(digitsOnly(12345)).toBe('12345');
  });

  it('gives an empty string for null, undefined or no digits (§5)', () => {
    expect(digitsOnly(null)).toBe('');
    expect(digitsOnly(undefined)).toBe('');
    expect(digitsOnly('call us')).toBe('');
  });

  it('keeps only ASCII digits, not other scripts’ digits (§5)', () => {
    expect(digitsOnly('١٢٣ 456')).toBe('456');
  });
});

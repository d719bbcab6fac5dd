import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HmacSignUpCodes } from './hmac-sign-up-codes';

describe('HmacSignUpCodes (issue 11 sign-up codes)', () => {
  it('issues 6-digit codes whose keyed hash matches only that code, under only that key', () => {
    const codes = new HmacSignUpCodes(randomBytes(32));
    const { code, hash } = codes.issue();
    expect(code).toMatch(/^\d{6}$/);
    expect(codes.matches(code, hash)).toBe(true);
    expect(codes.matches(code === '000000' ? '000001' : '000000', hash)).toBe(false);
    expect(new HmacSignUpCodes(randomBytes(32)).matches(code, hash)).toBe(false);
    expect(codes.matches(code, 'not-hex')).toBe(false);
  });

  it('stores no plain hash of the code (a 6-digit code is guessed from one at once)', () => {
    const codes = new HmacSignUpCodes(randomBytes(32));
    const { code, hash } = codes.issue();
    expect(hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(hash).not.toContain(code);
  });
});

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { SignUpCodes } from '../../application/ports/sign-up-codes';
import { SIGN_UP_CODE_LENGTH } from '../../domain/accounts/sign-up-rules';

/**
 * Sign-up codes (issue 11): uniformly random decimal codes from the system's CSPRNG, stored as
 * HMAC-SHA-256 under a key of their own (derived from a server secret with a fixed label), and compared in
 * constant time. Without the key, a copy of the signup_codes table does not reveal any code.
 */
export class HmacSignUpCodes implements SignUpCodes {
  private readonly key: Buffer;

  /** `secret`: a server secret shared by every instance (e.g. the quote-link key); only a derived key is used. */
  constructor(secret: Buffer) {
    this.key = createHmac('sha256', secret).update('relomove sign-up codes v1').digest();
  }

  issue(): { code: string; hash: string } {
    const code = String(randomInt(0, 10 ** SIGN_UP_CODE_LENGTH)).padStart(SIGN_UP_CODE_LENGTH, '0');
    return { code, hash: this.hashOf(code) };
  }

  matches(code: string, hash: string): boolean {
    const expected = Buffer.from(hash, 'hex');
    const actual = Buffer.from(this.hashOf(code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  private hashOf(code: string): string {
    return createHmac('sha256', this.key).update(code).digest('hex');
  }
}

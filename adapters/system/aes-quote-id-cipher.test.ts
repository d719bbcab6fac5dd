import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AesQuoteIdCipher } from './aes-quote-id-cipher';

const cipher = new AesQuoteIdCipher(randomBytes(32));

describe('QuoteIdEncrypted (authenticated encryption of quote ids for links)', () => {
  it('round-trips an id, with a different token every time', () => {
    const a = cipher.encrypt(1000001);
    const b = cipher.encrypt(1000001);
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)._unsafeUnwrap()).toBe(1000001);
    expect(cipher.decrypt(b)._unsafeUnwrap()).toBe(1000001);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses a tampered token, a token from another key, and garbage', () => {
    const token = cipher.encrypt(1000002);
    const flipped = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect(cipher.decrypt(flipped).isErr()).toBe(true);
    expect(new AesQuoteIdCipher(randomBytes(32)).decrypt(token).isErr()).toBe(true);
    expect(cipher.decrypt(`${token}A`).isErr()).toBe(true);
    expect(cipher.decrypt(token.slice(0, -1)).isErr()).toBe(true);
    for (const junk of ['', '1000002', 'not a token', '%00', 'A'.repeat(500)]) {
      expect(cipher.decrypt(junk).isErr()).toBe(true);
    }
  });

  it('opens the same token to the same id every time, and a tampered copy of an opened token still fails', () => {
    const token = cipher.encrypt(1000003);
    for (let i = 0; i < 3; i++) expect(cipher.decrypt(token)._unsafeUnwrap()).toBe(1000003);
    const flipped = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect(cipher.decrypt(flipped).isErr()).toBe(true);
    expect(new AesQuoteIdCipher(randomBytes(32)).decrypt(token).isErr()).toBe(true);
  });

  it('insists on a 32-byte key', () => {
    expect(() => new AesQuoteIdCipher(randomBytes(16))).toThrow(RangeError);
  });
});

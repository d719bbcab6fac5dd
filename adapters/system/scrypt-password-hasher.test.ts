import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT, ScryptPasswordHasher } from './scrypt-password-hasher';

/** Cheap parameters for most examples; the default strength is checked once. */
const hasher = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
const hash = async (password: string, h = hasher) => (await h.hash(password))._unsafeUnwrap();
const verify = async (password: string, encoded: string) =>
  (await hasher.verify(password, encoded))._unsafeUnwrap();

/** Replaces one base64url character of the hash part by another. */
function flipLastCharacter(encoded: string): string {
  const last = encoded.at(-2) ?? 'A';
  return `${encoded.slice(0, -2)}${last === 'A' ? 'B' : 'A'}${encoded.at(-1)}`;
}

describe('ScryptPasswordHasher', () => {
  it("stores 'scrypt$N$r$p$salt$hash' with the default N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key", async () => {
    const strong = new ScryptPasswordHasher();
    const encoded = await hash('moving-day-2026', strong);
    expect(DEFAULT_SCRYPT).toEqual({ N: 32768, r: 8, p: 1 });
    const [name, n, r, p, salt, key] = encoded.split('$');
    expect([name, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
    expect((await strong.verify('moving-day-2026', encoded))._unsafeUnwrap()).toBe(true);
  });

  it('verifies the password it hashed, and no other', async () => {
    const encoded = await hash('correct horse battery staple');
    expect(await verify('correct horse battery staple', encoded)).toBe(true);
    expect(await verify('correct horse battery stapl', encoded)).toBe(false);
    expect(await verify('Correct horse battery staple', encoded)).toBe(false);
    expect(await verify('', encoded)).toBe(false);
  });

  it('never contains the password, and salts each hash afresh (same password, different hashes)', async () => {
    const first = await hash('lookup-desk-2026');
    const second = await hash('lookup-desk-2026');
    expect(first).not.toContain('lookup-desk-2026');
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(await verify('lookup-desk-2026', second)).toBe(true);
  });

  it('refuses a tampered hash, salt or parameter', async () => {
    const encoded = await hash('pw');
    const parts = encoded.split('$');
    const tampered = [
      flipLastCharacter(encoded),
      [...parts.slice(0, 4), `${parts[4]?.startsWith('B') ? 'C' : 'B'}${parts[4]?.slice(1)}`, parts[5]].join(
        '$',
      ),
      ['scrypt', '2048', ...parts.slice(2)].join('$'),
      ['scrypt', parts[1], '9', ...parts.slice(3)].join('$'),
      encoded.slice(0, -10),
    ];
    for (const wrong of tampered) expect(await verify('pw', wrong), wrong).toBe(false);
  });

  it('answers false, without throwing, for anything that is not an encoded hash or asks for too much work', async () => {
    const salt = 'A'.repeat(22);
    const key = 'A'.repeat(86);
    for (const junk of [
      '',
      'pw',
      'bcrypt$2b$10$abc',
      `scrypt$1000$8$1$${salt}$${key}`, // N not a power of two
      `scrypt$1073741824$8$1$${salt}$${key}`, // N = 2^30: gigabytes
      `scrypt$1024$0$1$${salt}$${key}`,
      `scrypt$1024$8$99$${salt}$${key}`,
    ]) {
      expect(await verify('pw', junk), junk).toBe(false);
    }
  });

  it('treats the same text typed in composed or decomposed Unicode as the same password', async () => {
    const encoded = await hash('déménagement');
    expect(await verify('de\u0301me\u0301nagement', encoded)).toBe(true);
  });

  it('refuses parameters that are not a power of two at construction', () => {
    expect(() => new ScryptPasswordHasher({ N: 1000, r: 8, p: 1 })).toThrow(RangeError);
  });
});

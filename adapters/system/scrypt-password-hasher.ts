import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { ResultAsync } from 'neverthrow';
import type { PasswordHasher } from '../../application/ports/password-hasher';

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** N = 2^15, r = 8, p = 1: 32 MiB and roughly 50-100 ms per hash on a server core (OWASP's scrypt minimum is 2^17 / 8 / 1 at 128 MiB; 2^15 keeps the 4 libuv threads under 256 MiB together). */
export const DEFAULT_SCRYPT: Readonly<ScryptParameters> = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });

const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Stored parameters beyond these are refused, so a tampered row cannot make a sign-in take gigabytes. */
const MAX = { N: 2 ** 20, r: 32, p: 16 } as const;
const ENCODED = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{86})$/;

/**
 * Passwords hashed with scrypt (node:crypto) and a random 16-byte salt, as
 * 'scrypt$N$r$p$salt$hash' (salt and 64-byte hash in base64url). The parameters travel with the hash,
 * so stronger ones can be chosen later without breaking stored passwords; comparison is constant-time.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  private readonly parameters: Readonly<ScryptParameters>;

  constructor(parameters: Readonly<ScryptParameters> = DEFAULT_SCRYPT) {
    this.parameters = parameters;
    if (!isPowerOfTwo(parameters.N) || parameters.N > MAX.N) {
      throw new RangeError(`scrypt N must be a power of two up to ${MAX.N}`);
    }
  }

  hash(password: string): ResultAsync<string, never> {
    const { N, r, p } = this.parameters;
    const salt = randomBytes(SALT_BYTES);
    return ResultAsync.fromSafePromise(
      derive(password, salt, { N, r, p }, KEY_BYTES).then(
        (key) => `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`,
      ),
    );
  }

  verify(password: string, encoded: string): ResultAsync<boolean, never> {
    const match = ENCODED.exec(encoded);
    if (!match) return ResultAsync.fromSafePromise(Promise.resolve(false));
    const [, n, r, p, salt, hash] = match;
    const parameters = { N: Number(n), r: Number(r), p: Number(p) };
    const expected = Buffer.from(hash ?? '', 'base64url');
    if (
      !isPowerOfTwo(parameters.N) ||
      parameters.N > MAX.N ||
      parameters.r < 1 ||
      parameters.r > MAX.r ||
      parameters.p < 1 ||
      parameters.p > MAX.p ||
      expected.length !== KEY_BYTES
    ) {
      return ResultAsync.fromSafePromise(Promise.resolve(false));
    }
    return ResultAsync.fromSafePromise(
      derive(password, Buffer.from(salt ?? '', 'base64url'), parameters, KEY_BYTES).then(
        (actual) => timingSafeEqual(actual, expected),
        () => false,
      ),
    );
  }
}

function derive(
  password: string,
  salt: Buffer,
  parameters: ScryptParameters,
  length: number,
): Promise<Buffer> {
  const options: ScryptOptions = { ...parameters, maxmem: 256 * parameters.N * parameters.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
}

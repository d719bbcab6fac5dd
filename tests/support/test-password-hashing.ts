import type { ScryptParameters } from '../../adapters/system/scrypt-password-hasher';

/**
 * scrypt at N = 2^10 (1 MiB, ~3 ms a hash) for the test servers of every suite whose subject is not the
 * password hash: the 2^15 of production took ~170 ms of a core a hash, and the contract suites hashed ~800
 * times, a fifth of their CPU (docs/performance.md, "Seventeenth session"). The same scrypt, salt and
 * constant-time check; a hash carries its cost, so sign-in checks each at the cost it was made with.
 */
export const TEST_SCRYPT: Readonly<ScryptParameters> = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

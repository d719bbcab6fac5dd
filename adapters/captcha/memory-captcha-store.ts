import { randomBytes } from 'node:crypto';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { CaptchaStore } from '../../application/ports/captcha-store';
import type { StorageUnavailable } from '../../application/ports/user-repository';

/**
 * A CaptchaStore in this process's memory: for tests and tools that run one process alone. The server
 * never uses it (its store is PgCaptchaStore): a second instance would have its own secret and its own
 * spent list, so a challenge from one would fail on the other and a solution could be spent twice.
 */
export class MemoryCaptchaStore implements CaptchaStore {
  private readonly key: string;
  private readonly spent = new Map<string, number>();

  constructor(secret: string = randomBytes(32).toString('hex')) {
    this.key = secret;
  }

  secret(): ResultAsync<string, StorageUnavailable> {
    return okAsync(this.key);
  }

  spend(signature: string, expiresAtMs: number, nowMs: number): ResultAsync<boolean, StorageUnavailable> {
    for (const [known, expires] of this.spent) if (expires < nowMs) this.spent.delete(known);
    if (this.spent.has(signature)) return okAsync(false);
    this.spent.set(signature, expiresAtMs);
    return okAsync(true);
  }
}

import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { okAsync, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { CaptchaStore } from '../../application/ports/captcha-store';
import type {
  CaptchaChallenge,
  CaptchaUnavailable,
  CaptchaVerifier,
} from '../../application/ports/captcha-verifier';

export interface AltchaOptions {
  /**
   * Where the HMAC secret and the spent challenges live. The server passes the database's store
   * (PgCaptchaStore), so every instance signs with one key and a solution is spent once across them.
   */
  store: CaptchaStore;
  /** Hex prefix the derived key must start with: each hex digit is 16 times more work. */
  keyPrefix?: string;
  /** How long a challenge stays solvable. */
  ttlMs?: number;
}

/** The most work one challenge may ask for (a bound on what a caller can make the server verify). */
export const MAX_CHALLENGE_WORK = 64;

const Payload = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.number().optional(),
      })
      .passthrough(),
    signature: z.string(),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

const unavailable = (e: unknown): CaptchaUnavailable => ({
  kind: 'CaptchaUnavailable',
  message:
    e instanceof Error
      ? e.message
      : typeof e === 'object' && e && 'message' in e
        ? String(e.message)
        : String(e),
});

/**
 * The self-hosted proof-of-work captcha (altcha, SHA-256). A challenge is signed with an HMAC, expires,
 * and can be spent once: a replayed solution is refused even though its signature is still valid. The
 * secret and the spent signatures come from the store, so any instance verifies what any other issued.
 * The work of a challenge is altcha's `cost` (SHA-256 rounds per try), signed with the rest.
 */
export class AltchaCaptchaVerifier implements CaptchaVerifier {
  private readonly store: CaptchaStore;
  private readonly keyPrefix: string;
  private readonly ttlMs: number;

  constructor(options: AltchaOptions) {
    this.store = options.store;
    this.keyPrefix = options.keyPrefix ?? '000';
    this.ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  }

  challenge(work = 1): ResultAsync<CaptchaChallenge, CaptchaUnavailable> {
    const cost = Math.min(MAX_CHALLENGE_WORK, Math.max(1, Math.ceil(work)));
    return this.withSecret((secret) =>
      createChallenge({
        algorithm: 'SHA-256',
        cost,
        deriveKey,
        keyPrefix: this.keyPrefix,
        expiresAt: new Date(Date.now() + this.ttlMs),
        hmacSignatureSecret: secret,
      }).then((c) => ({ ...c }) as CaptchaChallenge),
    );
  }

  verify(payload: string, minimumWork = 1): ResultAsync<boolean, CaptchaUnavailable> {
    const parsed = decode(payload);
    if (parsed === null) return okAsync(false);
    const { challenge, solution } = parsed;
    if (challenge.parameters.cost < minimumWork) return okAsync(false);
    // A solution that does not verify (or that altcha cannot read) is refused, not a fault.
    return this.withSecret((secret) =>
      verifySolution({
        challenge: challenge as Challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: secret,
      })
        .then((result) => result.verified)
        .catch(() => false),
    ).andThen((verified) => {
      if (!verified) return okAsync(false);
      // Spend the challenge only once it verifies; a second use of the same signature is a replay.
      const expiresAtMs = (challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + this.ttlMs;
      return this.store.spend(challenge.signature, expiresAtMs, Date.now()).mapErr(unavailable);
    });
  }

  /** What `use` makes with the store's HMAC secret; no secret, or a fault while using it, is unavailable. */
  private withSecret<T>(use: (secret: string) => Promise<T>): ResultAsync<T, CaptchaUnavailable> {
    return this.store
      .secret()
      .mapErr(unavailable)
      .andThen((secret) => ResultAsync.fromPromise(use(secret), unavailable));
  }
}

function decode(payload: string): z.infer<typeof Payload> | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = Payload.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

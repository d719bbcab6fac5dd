import { randomBytes } from 'node:crypto';
import { CappedMap, type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type {
  CaptchaChallenge,
  CaptchaUnavailable,
  CaptchaVerifier,
} from '../../application/ports/captcha-verifier';

export interface AltchaOptions {
  /** HMAC secret that signs challenges; a random one per process by default. */
  secret?: string;
  /** Hex prefix the derived key must start with: each hex digit is 16 times more work. */
  keyPrefix?: string;
  /** How long a challenge stays solvable. */
  ttlMs?: number;
  /** Spent challenges remembered to refuse replays. */
  replayMemory?: number;
}

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

/**
 * The self-hosted proof-of-work captcha (altcha, SHA-256). A challenge is signed with an HMAC, expires,
 * and can be spent once: a replayed solution is refused even though its signature is still valid.
 */
export class AltchaCaptchaVerifier implements CaptchaVerifier {
  private readonly secret: string;
  private readonly keyPrefix: string;
  private readonly ttlMs: number;
  private readonly spent: CappedMap<string, true>;

  constructor(options: AltchaOptions = {}) {
    this.secret = options.secret ?? randomBytes(32).toString('hex');
    this.keyPrefix = options.keyPrefix ?? '000';
    this.ttlMs = options.ttlMs ?? 10 * 60 * 1000;
    this.spent = new CappedMap({ maxSize: options.replayMemory ?? 100_000 });
  }

  challenge(): ResultAsync<CaptchaChallenge, CaptchaUnavailable> {
    return ResultAsync.fromPromise(
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        deriveKey,
        keyPrefix: this.keyPrefix,
        expiresAt: new Date(Date.now() + this.ttlMs),
        hmacSignatureSecret: this.secret,
      }).then((c) => ({ ...c }) as CaptchaChallenge),
      (e) => ({ kind: 'CaptchaUnavailable' as const, message: e instanceof Error ? e.message : String(e) }),
    );
  }

  verify(payload: string): ResultAsync<boolean, CaptchaUnavailable> {
    return ResultAsync.fromSafePromise(this.check(payload));
  }

  private async check(payload: string): Promise<boolean> {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    const parsed = Payload.safeParse(decoded);
    if (!parsed.success) return false;
    const { challenge, solution } = parsed.data;
    try {
      const result = await verifySolution({
        challenge: challenge as Challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
      });
      // Spend the challenge only once it verifies; a second use of the same signature is a replay.
      return result.verified && this.spent.setIfAbsent(challenge.signature, true);
    } catch {
      return false;
    }
  }
}

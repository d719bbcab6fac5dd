/**
 * Issue 3 bot checks in the browser and the CLI (Web Crypto is in both): solves the server's proof-of-work challenge (altcha, SHA-256) and
 * encodes the answer the server verifies — base64 of JSON { challenge, solution }
 * (adapters/captcha/altcha-captcha-verifier). altcha-lib is loaded on first use (dynamic import), so
 * the landing bundle does not carry it; the Web Crypto key derivation ('algorithms/web/sha') is the
 * browser twin of the server's node:crypto one and derives the same keys.
 */
import type { Challenge } from 'altcha-lib';

/** How long a solve may run before we give up and let the server decide (a normal solve takes well under a second). */
export const SOLVE_TIMEOUT_MS = 30_000;

function looksLikeChallenge(value: Record<string, unknown>): boolean {
  const parameters = value.parameters;
  return (
    typeof parameters === 'object' && parameters !== null && 'nonce' in parameters && 'salt' in parameters
  );
}

/** base64 of a string's UTF-8 bytes (btoa alone refuses non-Latin-1 text). */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The solved payload for a challenge, or null when it cannot be solved (malformed challenge, timeout,
 * cancelled, or the solver failed to load). Never throws.
 */
export async function solveProofOfWork(
  challenge: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<string | null> {
  if (!looksLikeChallenge(challenge) || signal?.aborted) return null;
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/sha'),
    ]);
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort(), { once: true });
    const solution = await solveChallenge({
      challenge: challenge as unknown as Challenge,
      deriveKey,
      controller,
      timeout: SOLVE_TIMEOUT_MS,
    });
    if (!solution || signal?.aborted) return null;
    return toBase64(JSON.stringify({ challenge, solution }));
  } catch {
    return null;
  }
}

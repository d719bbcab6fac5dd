import type { ResultAsync } from 'neverthrow';
import type { Token } from './token';

/**
 * A signed proof-of-work challenge for the browser to solve (self-hosted; no third party). Its shape
 * belongs to the solver library on both sides, so it passes through the application as JSON.
 */
export type CaptchaChallenge = Record<string, unknown>;

export type CaptchaUnavailable = { kind: 'CaptchaUnavailable'; message: string };

/**
 * The bot check's proof of work (issue 3 "Bot checks"). A challenge's `work` is how many times the
 * everyday check's effort it asks for (1 for forms; more for a sign-in to an account under attack,
 * domain/accounts/login-rules signInWork); it is signed into the challenge, so it cannot be lowered.
 */
export interface CaptchaVerifier {
  challenge(work?: number): ResultAsync<CaptchaChallenge, CaptchaUnavailable>;
  /**
   * True only for a correctly solved, unexpired challenge of ours, of at least `minimumWork` (default 1),
   * that has not been used before, in this instance or any other. `payload` is base64 of JSON
   * { challenge, solution }.
   */
  verify(payload: string, minimumWork?: number): ResultAsync<boolean, CaptchaUnavailable>;
}
export const CaptchaVerifier: Token<CaptchaVerifier> = Symbol('CaptchaVerifier');

/** The bot-check setting: on by default; off for local development and some tests. */
export interface BotCheckSettings {
  enabled: boolean;
}
export const BotCheckSettings: Token<BotCheckSettings> = Symbol('BotCheckSettings');

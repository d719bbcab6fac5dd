import type { ResultAsync } from 'neverthrow';

/**
 * A signed proof-of-work challenge for the browser to solve (self-hosted; no third party). Its shape
 * belongs to the solver library on both sides, so it passes through the application as JSON.
 */
export type CaptchaChallenge = Record<string, unknown>;

export type CaptchaUnavailable = { kind: 'CaptchaUnavailable'; message: string };

/** The bot check's proof of work (issue 3 "Bot checks"). */
export interface CaptchaVerifier {
  challenge(): ResultAsync<CaptchaChallenge, CaptchaUnavailable>;
  /**
   * True only for a correctly solved, unexpired challenge of ours that has not been used before.
   * `payload` is base64 of JSON { challenge, solution }.
   */
  verify(payload: string): ResultAsync<boolean, CaptchaUnavailable>;
}
export const CaptchaVerifier = Symbol('CaptchaVerifier');

/** The bot-check setting: on by default; off for local development and some tests. */
export interface BotCheckSettings {
  enabled: boolean;
}
export const BotCheckSettings = Symbol('BotCheckSettings');

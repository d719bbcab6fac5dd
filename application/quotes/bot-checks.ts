import { checkFormPace, type FormTiming } from '../../domain/bot-check/too-fast';
import type { BotCheckSettings, CaptchaVerifier } from '../ports/captcha-verifier';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import type { RateCardSource } from '../ports/rate-card-source';
import type { StationCapacity } from '../ports/station-capacity';

/**
 * What every form that changes a quote (quotes/add, quotes/edit/{qId}) needs: the quotes, the rate cards and
 * the stations' capacity to price it, the bot checks, the id cipher and the clock.
 */
export interface QuoteFormDeps {
  quotes: QuoteRepository;
  rateCards: RateCardSource;
  capacity: StationCapacity;
  captcha: CaptchaVerifier;
  botChecks: BotCheckSettings;
  cipher: QuoteIdCipher;
  clock: Clock;
}

/** The bot-check evidence a form sends: the solved proof-of-work payload and how the form was filled in. */
export interface BotEvidence {
  captcha: string | null;
  timing: FormTiming | null;
}

/**
 * §5 Bot checks, shared by every form that changes a quote (quotes/add, quotes/edit/{qId}): with bot
 * checks on, a visitor who is not an admin passes only at a human pace (§9 thresholds; missing timing
 * counts as too fast) and with a correctly solved, unused proof of work. A captcha service failure
 * counts as not passed, so the visitor is sent to the captcha page rather than let through.
 */
export async function passesBotChecks(
  deps: { captcha: CaptchaVerifier; botChecks: BotCheckSettings },
  evidence: BotEvidence,
  visitor: { isAdmin: boolean },
): Promise<boolean> {
  if (!deps.botChecks.enabled || visitor.isAdmin) return true;
  const timing = evidence.timing ?? { fieldDurationsMs: [], totalMs: 0 };
  const pace = checkFormPace(timing, undefined, { isAdmin: false, enabled: true });
  if (pace.isErr() || !evidence.captcha) return false;
  return (await deps.captcha.verify(evidence.captcha)).unwrapOr(false);
}

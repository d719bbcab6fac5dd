import {
  DECLINE_REASONS,
  type DeclineReason,
  DeclineReason as Reason,
} from '../../domain/payment/card-results';

/** What a test number makes the sandbox answer. */
type Outcome =
  | { kind: 'approve' }
  | { kind: 'decline'; reason: DeclineReason }
  | { kind: 'processingError' }
  | { kind: 'noAnswer' };

/**
 * The documented test numbers (../shared/design/payments.md, "Card processor"), digits only. Declines
 * are by number, never by amount.
 */
export const SANDBOX_TEST_NUMBERS: Readonly<Record<string, Outcome>> = {
  '4242424242424242': { kind: 'approve' },
  '5555555555554444': { kind: 'approve' },
  '378282246310005': { kind: 'approve' },
  '6011111111111117': { kind: 'approve' },
  '4000000000000002': { kind: 'decline', reason: Reason.GenericDecline },
  '4000000000009995': { kind: 'decline', reason: Reason.InsufficientFunds },
  '4000000000009987': { kind: 'decline', reason: Reason.LostCard },
  '4000000000009979': { kind: 'decline', reason: Reason.StolenCard },
  '4000000000000069': { kind: 'decline', reason: Reason.ExpiredCard },
  '4000000000000127': { kind: 'decline', reason: Reason.IncorrectSecurityCode },
  '4000000000000119': { kind: 'processingError' },
  /** Ours, not the documentation's: a processor that never answers (UnknownError). Luhn-valid Visa. */
  '4000000000000408': { kind: 'noAnswer' },
};

/** What a saved card's test number does when the card is charged later (authorize, capture, refund, void). */
export type ChargeOutcome =
  | { kind: 'approve' }
  | { kind: 'decline'; reason: DeclineReason }
  | { kind: 'processingError' }
  /**
   * The processor does the operation but its answer is lost on the way: the caller gets UnknownError, and
   * a retry with the same idempotency key gets the real answer (the crash or timeout that idempotency keys
   * exist for).
   */
  | { kind: 'answerLost' };

/**
 * Numbers that save fine (the $0 verification is approved) but behave otherwise when the saved card is
 * charged later, as real processors have: 4000 0000 0000 0341 is the documented "attaching succeeds,
 * charges fail" card of a major processor's test mode; the others are ours (docs/decisions.md). Every other
 * saved card charges as 'approve'.
 */
export const SANDBOX_CHARGE_TEST_NUMBERS: Readonly<Record<string, ChargeOutcome>> = {
  '4000000000000341': { kind: 'decline', reason: Reason.GenericDecline },
  '4000000000009961': { kind: 'decline', reason: Reason.InsufficientFunds },
  '4000000000000416': { kind: 'processingError' },
  '4000000000000424': { kind: 'answerLost' },
};

/** The code a ChargeOutcome is kept under in sandbox_card_tokens.charge_outcome. */
export function chargeOutcomeCode(outcome: ChargeOutcome): string {
  switch (outcome.kind) {
    case 'approve':
      return 'approve';
    case 'decline':
      return `decline:${outcome.reason}`;
    case 'processingError':
      return 'processing_error';
    case 'answerLost':
      return 'answer_lost';
    default: {
      const unknown: never = outcome;
      return unknown;
    }
  }
}

/** The ChargeOutcome of a stored code; an unknown code is a bug (the column is only written here). */
export function chargeOutcomeOf(code: string): ChargeOutcome {
  if (code === 'approve') return { kind: 'approve' };
  if (code === 'processing_error') return { kind: 'processingError' };
  if (code === 'answer_lost') return { kind: 'answerLost' };
  const reason = DECLINE_REASONS.find((r) => code === `decline:${r}`);
  if (reason !== undefined) return { kind: 'decline', reason };
  throw new Error(`unknown charge outcome code '${code}'`);
}

/** The test card the payment screen names (payments.md: approved Visa). */
export const SANDBOX_APPROVED_VISA = '4242 4242 4242 4242';

export const TECHNICAL_ERROR_MESSAGE = 'A processing error occurred; it is safe to try again';
export const UNKNOWN_ERROR_MESSAGE = 'The card processor did not answer in time';

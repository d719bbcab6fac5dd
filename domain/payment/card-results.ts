import type { ValueOf } from '../shared/enum';
/**
 * Issue 11: what a customer is told for each §3/§8 card result, and the way forward (§8 "User-facing
 * reaction: not shown", so these are our words: docs/decisions.md). Also the decline reasons a card
 * processor gives (../shared/design/payments.md: the documented test-mode declines).
 */
import { CardResult } from './enums';

/** Why a processor declined a card (payments.md test numbers). */
export const DeclineReason = {
  GenericDecline: 'generic_decline',
  InsufficientFunds: 'insufficient_funds',
  LostCard: 'lost_card',
  StolenCard: 'stolen_card',
  ExpiredCard: 'expired_card',
  IncorrectSecurityCode: 'incorrect_cvc',
} as const;
export type DeclineReason = ValueOf<typeof DeclineReason>;
export const DECLINE_REASONS: readonly DeclineReason[] = Object.values(DeclineReason);

/**
 * The customer's message for each decline reason. Lost and stolen cards read like a generic decline
 * (a processor's advice: never tell the person at the keyboard that the card was reported).
 */
export const DECLINE_MESSAGES: Readonly<Record<DeclineReason, string>> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card was declined: it does not have enough funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  expired_card: 'Your card was declined: it has expired.',
  incorrect_cvc: "Your card was declined: the security code doesn't match.",
};

/** What each card result tells the customer, and what they can do next. */
export const CARD_RESULT_TEXT: Readonly<Record<CardResult, { message: string; wayForward: string }>> = {
  CardApproved: {
    message: 'Your card is saved. Nothing has been charged.',
    wayForward: 'Book your move.',
  },
  CardDeclined: {
    message: 'Your card was declined.',
    wayForward: 'Nothing was booked. Please try another card.',
  },
  CardError: {
    message: 'Some card details need a fix.',
    wayForward: 'Check the fields marked below and try again.',
  },
  TechnicalError: {
    message: 'The card processor had a technical problem.',
    wayForward: 'Nothing was charged or booked. Please try again.',
  },
  UnknownError: {
    message: 'We could not hear back from the card processor.',
    wayForward: 'Nothing was booked. Please try again in a moment, or use another card.',
  },
};

/** The message a processor gives for a CardError on a field (a number that fails its checks). */
export const PROCESSOR_CARD_ERROR_MESSAGE = 'The card processor did not accept this card number';

/** True for the results after which the same card may simply be tried again. */
export function isRetryable(result: CardResult): boolean {
  return result === CardResult.TechnicalError || result === CardResult.UnknownError;
}

import type { ResultAsync } from 'neverthrow';
import type { PaymentAnswers } from '../../domain/reservation/draft';

/** A saved card as the reservation keeps it: never the number or the security code. */
export type CardOnFile = Omit<PaymentAnswers, 'Method'>;

/**
 * The saved cards, as the payment gateway keeps them (issue 11): a reservation books only with a token
 * that the gateway saved for the same customer. The PaymentGateway adapter provides it.
 */
export interface CardsOnFile {
  /** The card saved under `token` for `userId`, or null (unknown, or another customer's). */
  findCard(token: string, userId: number): ResultAsync<CardOnFile | null, unknown>;
}
export const CardsOnFile = Symbol('CardsOnFile');

import type { CardNumberReader as ReadCardNumber } from '../../domain/payment/card-check';
import type { Token } from './token';

/**
 * How a card number is read (brand, Luhn, lengths): a library behind a function, so that the domain's card
 * check stays pure (domain/payment/card-check.ts). The server binds card-validator's reading.
 */
export type CardNumberReader = ReadCardNumber;
export const CardNumberReader: Token<CardNumberReader> = Symbol('CardNumberReader');

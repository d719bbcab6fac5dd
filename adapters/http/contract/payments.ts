import { z } from 'zod';
import { CARD_FIELDS, type CardField } from '../../../domain/payment/card-check';
import { CARD_BRANDS, type CardBrand, CardResult } from '../../../domain/payment/enums';
import { ErrorResponse, Text } from './common';

/**
 * The wire of saving a card for a reservation (issue 11, payment step Y): POST /api/payments/cards, our
 * design (docs/decisions.md). The card's own rules (Luhn, brand, security code, expiry, ZIP) are the
 * domain's card check, run by the use case; this schema bounds the fields. Unknown fields are refused.
 * Nothing in any answer repeats the number or the security code.
 */
export const SAVE_CARD_PATH = '/api/payments/cards';
/** The header that makes a retry safe: one key per attempt, kept across a double click. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A UUID, as the browser's crypto.randomUUID makes it, in either case. Written with [0-9a-fA-F] and no
 * flag: the OpenAPI document carries the pattern as a string, where a JavaScript flag cannot go (issue 26
 * finding 3: a `/i` flag ended up inside the document's pattern, which then matched no key).
 */
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The headers of POST payments/cards (Hono reads header names in lower case). */
/** Also the headers of POST moves/{id}/reserve: one idempotency key per attempt. */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z.string().regex(UUID, 'Value must be a UUID (one per attempt)'),
});

const FIELD_MAX: Readonly<Record<CardField, number>> = {
  CardNumber: 40,
  NameOnCard: 200,
  ExpirationMonth: 4,
  ExpirationYear: 4,
  SecurityCode: 8,
  BillingZip: 16,
};

/** The card form as typed: six strings, bounded; the domain's card check decides the rest. */
export const SaveCardRequest = z
  .object(
    Object.fromEntries(CARD_FIELDS.map((field) => [field, Text(FIELD_MAX[field])])) as Record<
      CardField,
      ReturnType<typeof Text>
    >,
  )
  .strict();
export type SaveCardRequest = z.infer<typeof SaveCardRequest>;

/** A saved card as answered (domain/reservation/draft.ts PaymentAnswers without Method). */
export const WireSavedCard = z.object({
  PaymentProfileId: z.string(),
  Type: z.enum(CARD_BRANDS as [CardBrand, ...CardBrand[]]),
  LastFour: z.string().regex(/^\d{4}$/),
  ExpirationDate: z.string().regex(/^\d{2}\/\d{4}$/),
  NameOnCard: z.string(),
  BillingZip: z.string(),
});

export type WireSavedCard = z.infer<typeof WireSavedCard>;

export const SaveCardApproved = z.object({
  success: z.literal(true),
  Result: z.literal(CardResult.CardApproved),
  Card: WireSavedCard,
});
export type SaveCardApproved = z.infer<typeof SaveCardApproved>;

/** The §3 card results of a processor's refusal: everything but Approved. */
export const CardRefusalResult = z.enum([
  CardResult.CardDeclined,
  CardResult.CardError,
  CardResult.TechnicalError,
  CardResult.UnknownError,
]);

/**
 * The processor's other answers (200, success false): the §3 card result, a sentence for the customer, and
 * §5 lines ('CardNumber - Your card was declined.'); `reason` repeats the result for generic clients, and a
 * decline carries its reason.
 */
export const SaveCardRefused = ErrorResponse.extend({
  Result: CardRefusalResult,
  Message: z.string(),
  DeclineReason: z.string().optional(),
});
export type SaveCardRefused = z.infer<typeof SaveCardRefused>;

export const SaveCardResponse = z.union([SaveCardApproved, SaveCardRefused]);

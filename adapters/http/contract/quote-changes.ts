import { z } from 'zod';
import {
  CALLBACK_NOTE_MAX,
  callbackPhoneNumber,
  PREFERRED_TIMES,
} from '../../../domain/quote/callback-request';
import { CONTACT_UPDATE_SUCCESS } from '../../../domain/quote/contact-update';
import { EDIT_FAIL_REASONS } from '../../../domain/quote/enums';
import { Route } from '../../../domain/quote/routes';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../../../domain/validation/messages';
import { isEmailAddress } from '../../../domain/validation/text-rules';
import { LiabilityChoice, RealDate, Text } from './common';
import { WireQuote } from './quote';
import { FormTiming, QuoteReference } from './quotes';

/**
 * The wire of changing a quote after it was made (§4 "Editing or changing a quote", §7): edit, contact,
 * quote email, call-back queue, link tokens and the email-link check. Unknown fields are refused.
 */

/** A 7-digit QuoteId in a path (the owner's or staff's reference number). */
export const QuoteNumber = z
  .string()
  .regex(/^\d{1,15}$/, 'Value must be a quote reference number (digits)')
  .transform(Number);

// ---- POST quotes/edit/{qId} ----

export const EditQuoteParams = z.object({ qId: QuoteReference });

/** The longest coupon code accepted (ours; as the staff recompute's CouponCode). */
export const COUPON_CODE_MAX = 50;

/** §7 "resubmitted quote": the customer's choices, never a price (the server recomputes every price). */
export const EditQuoteRequest = z
  .object({
    Revision: z.number().int('Value must be a whole number').min(1),
    MoveDate: RealDate.optional(),
    SelectedOption: Text(40)
      .refine((s) => s !== '', REQUIRED_MESSAGE)
      .optional(),
    LinearFeet: z.number().int('Value must be a whole number of feet').optional(),
    /** §3 NumCubes: the number of ReloCubes; the trailer length is left as it is (issue 10). */
    NumCubes: z.number().int('Value must be a whole number of ReloCubes').optional(),
    /** §3 Liability coverage options: the selected value. */
    Liability: LiabilityChoice.optional(),
    AddStorage: z.boolean().optional(),
    /**
     * §4 The customer's coupon code (user-entered, one at a time; '' removes it). The server values the
     * discount by the coupon's rule; no amount is ever sent.
     */
    CouponCode: Text(COUPON_CODE_MAX).optional(),
    captcha: z.string().max(4000).nullable().optional(),
    formTiming: FormTiming.nullable().optional(),
  })
  .strict();
export type EditQuoteRequest = z.infer<typeof EditQuoteRequest>;

/** §7 changeQuoteResponse (failReason, retrievedTimestamp) with a sentence for the customer. */
export const ChangeQuoteResponseBody = z.object({
  failReason: z.enum(EDIT_FAIL_REASONS as [string, ...string[]]),
  retrievedTimestamp: z.string(),
  message: z.string(),
});

export const EditQuoteResponse = z.object({
  success: z.literal(true),
  changeQuoteResponse: ChangeQuoteResponseBody,
  quote: WireQuote.nullable(),
});
export type EditQuoteResponse = z.infer<typeof EditQuoteResponse>;

// ---- PUT quotes/{id}/contact ----

export const QuoteIdParams = z.object({ id: QuoteReference });

const RequiredEmail = Text(254)
  .refine((s) => s !== '', REQUIRED_MESSAGE)
  .refine((s) => s === '' || isEmailAddress(s), INVALID_EMAIL_MESSAGE);

export const UpdateContactRequest = z.object({ EmailAddress: RequiredEmail }).strict();

/** §5 "The contact-update call succeeds only when response Status is Success". */
export const UpdateContactResponse = z.object({
  success: z.literal(true),
  Status: z.literal(CONTACT_UPDATE_SUCCESS),
});

// ---- GET notifications/send-quote-email ----

export const SendQuoteEmailQuery = z.object({ id: QuoteReference }).strict();

/** §7 "reads success": true when the email was sent. */
export const SendQuoteEmailResponse = z.object({ success: z.literal(true) });

// ---- POST quotes/queue (not shown: "call me back about this quote") ----

const PhoneNumber = Text(30)
  .refine((s) => s !== '', REQUIRED_MESSAGE)
  .refine((s) => s === '' || callbackPhoneNumber(s).isOk(), 'Value must be a 10-digit phone number')
  .transform((s) => callbackPhoneNumber(s).unwrapOr(s));

export const QueueRequest = z
  .object({
    id: QuoteReference,
    /** §3 PhoneNumber, digits only once read ('(312) 555-0199' becomes '3125550199'). */
    PhoneNumber,
    PreferredTime: z.enum(PREFERRED_TIMES as [string, ...string[]]).optional(),
    Note: Text(CALLBACK_NOTE_MAX).optional(),
  })
  .strict();
export type QueueRequest = z.infer<typeof QueueRequest>;

export const QueueResponse = z.object({
  success: z.literal(true),
  /** Open call-back requests ahead of this one, plus one. */
  queuePosition: z.number().int().min(1),
});

// ---- POST quotes/encrypt/{id}, GET quotes/decrypt/{id} (not shown) ----

export const EncryptParams = z.object({ id: QuoteNumber });
export const EncryptResponse = z.object({ success: z.literal(true), QuoteIdEncrypted: z.string() });

export const DecryptParams = z.object({ id: QuoteReference });
export const DecryptResponse = z.object({ success: z.literal(true), QuoteId: z.number().int() });

// ---- GET expire/{qid}/{ts} (not shown: the check behind the link in a quote email) ----

export const ExpireParams = z.object({
  qid: QuoteReference,
  ts: z
    .string()
    .regex(/^\d{1,15}$/, 'Value must be the send time in epoch milliseconds')
    .transform(Number),
});

export const ExpireResponse = z.union([
  z.object({
    success: z.literal(true),
    expired: z.literal(false),
    QuoteIdEncrypted: z.string(),
    route: z.literal(Route.quoteView),
  }),
  z.object({ success: z.literal(true), expired: z.literal(true), route: z.literal(Route.movingQuote) }),
]);
export type ExpireResponse = z.infer<typeof ExpireResponse>;

import { z } from 'zod';
import { parseIsoDate } from '../../../domain/calendar/iso-date';
import { MOVE_TIMINGS } from '../../../domain/calendar/move-timing';
import {
  INFO_REQUIRED_ACTIONS,
  INVALID_ACTIONS,
  INVALID_REASONS,
  QUOTE_RESULTS,
} from '../../../domain/quote/enums';
import { WEB_APP, WEBSITE } from '../../../domain/quote/quote-form';
import { INVALID_EMAIL_MESSAGE, SELECT_LOCATION_MESSAGE } from '../../../domain/validation/messages';
import { isEmailAddress } from '../../../domain/validation/text-rules';
import { Text, WireDate } from './common';
import { WireQuote } from './quote';

const Country = z.enum(['US', 'CA', 'MX']);
const RealDate = WireDate.refine((s) => parseIsoDate(s).isOk(), 'Value must be a real calendar date');
const Email = Text(254).refine((s) => s === '' || isEmailAddress(s), INVALID_EMAIL_MESSAGE);

/** How the visitor filled in the form, for the too-fast rule (§5, §9). */
export const FormTiming = z
  .object({
    fieldDurationsMs: z.array(z.number().min(0).max(86_400_000)).max(50),
    totalMs: z.number().min(0).max(86_400_000),
  })
  .strict();

/** §3 Quote form payload (POST quotes/add), plus the bot-check evidence. Unknown fields are refused. */
export const CreateQuoteRequest = z
  .object({
    FromCity: Text(60).default(''),
    FromState: Text(3).default(''),
    FromZip: Text(10).default(''),
    FromCountry: Country.default('US'),
    ToCity: Text(60).default(''),
    ToState: Text(3).default(''),
    ToZip: Text(10).default(''),
    ToCountry: Country.default('US'),
    MoveDate: RealDate,
    MovingDateRange: z.enum(['', ...MOVE_TIMINGS]).default(''),
    MovingOutOf: Text(40).default(''),
    LinearFeet: z.number().int('Value must be a whole number of feet').min(0).max(200),
    EmailAddress: Email.default(''),
    FromInput: Text(49).default(''),
    ToInput: Text(49).default(''),
    Website: z.literal(WEBSITE),
    WebApp: z.literal(WEB_APP),
    captcha: z.string().max(4000).nullable().optional(),
    formTiming: FormTiming.nullable().optional(),
  })
  .strict()
  .superRefine((form, ctx) => {
    // §5: each location needs a ZIP, or a city name and state code.
    if (!form.FromZip && !(form.FromCity && form.FromState)) {
      ctx.addIssue({ code: 'custom', path: ['FromCity'], message: SELECT_LOCATION_MESSAGE });
    }
    if (!form.ToZip && !(form.ToCity && form.ToState)) {
      ctx.addIssue({ code: 'custom', path: ['ToCity'], message: SELECT_LOCATION_MESSAGE });
    }
  });
export type CreateQuoteRequest = z.infer<typeof CreateQuoteRequest>;

/** §7 createQuoteResponse. */
export const CreateQuoteResponseBody = z.object({
  success: z.boolean(),
  result: z.enum(QUOTE_RESULTS as [string, ...string[]]),
  reasonInvalid: z.enum(INVALID_REASONS as [string, ...string[]]),
  action: z.enum([...new Set([...INVALID_ACTIONS, ...INFO_REQUIRED_ACTIONS])] as [string, ...string[]]),
  retrievedTimestamp: z.string(),
  message: z.string().meta({
    description:
      "A sentence for the customer where the result needs one; for a Dupe asked by someone other than the quote's creator, where its link was emailed (issue 10)",
  }),
});

export const CreateQuoteResponse = z.object({
  success: z.literal(true),
  quote: WireQuote.nullable().meta({
    description:
      "The quote, when one is kept; null for a Dupe asked by someone other than the quote's creator or signed-in owner (issue 10 quote privacy)",
  }),
  createQuoteResponse: CreateQuoteResponseBody,
});
export type CreateQuoteResponse = z.infer<typeof CreateQuoteResponse>;

/** The longest quote reference taken, and its characters (a 7-digit QuoteId or a QuoteIdEncrypted token). */
export const QUOTE_REFERENCE_MAX = 200;
export const QUOTE_REFERENCE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A quote reference in a path: a 7-digit QuoteId or a QuoteIdEncrypted token. */
export const QuoteReference = z
  .string()
  .min(1)
  .max(QUOTE_REFERENCE_MAX, `The maximum length allowed is ${QUOTE_REFERENCE_MAX}`)
  .regex(QUOTE_REFERENCE_PATTERN, 'Value must be a quote reference number or link token');

export const ViewQuoteResponse = z.object({ success: z.literal(true), quote: WireQuote });
export type ViewQuoteResponse = z.infer<typeof ViewQuoteResponse>;

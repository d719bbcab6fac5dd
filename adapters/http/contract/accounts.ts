import { z } from 'zod';
import type { ContactGet } from '../../../application/accounts/contact-get';
import type { QuoteSummary } from '../../../application/staff/lookup-quotes';
import { ROLES } from '../../../domain/accounts/enums';
import { VERIFICATION_SENT } from '../../../domain/accounts/sign-up-rules';
import { LookupFailureReason, QUOTE_RESULTS, QUOTE_STATUSES, QuoteState } from '../../../domain/quote/enums';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../../../domain/validation/messages';
import { isEmailAddress } from '../../../domain/validation/text-rules';
import { Dollars, dollarsOf, Text } from './common';
import { FormTiming } from './quotes';

/**
 * The account calls of §7 (POST /user/login, POST /user/logout, GET contacts/me) and the staff lookup
 * (POST /quotes/lookup). The session credential travels only in an httpOnly cookie of this name.
 */
export const SESSION_COOKIE = 'relomove_session';

const Email = Text(254).superRefine((value, ctx) => {
  if (value === '') ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
  else if (!isEmailAddress(value)) ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE });
});

/** Passwords are taken as typed (not trimmed); the bound keeps hashing cheap to refuse. */
export const MAX_PASSWORD_LENGTH = 200;

/** §7 POST /user/login {email, password}, plus the bot-check evidence of the sign-in form. */
export const LoginRequest = z
  .object({
    email: Email,
    password: z.string().min(1, REQUIRED_MESSAGE).max(MAX_PASSWORD_LENGTH),
    captcha: z.string().max(4000).nullable().optional(),
    formTiming: FormTiming.nullable().optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof LoginRequest>;

const Role = z.enum(ROLES as [string, ...string[]]);

export const LoginUser = z.object({
  id: z.number().int(),
  email: z.string(),
  role: Role,
  FirstName: z.string(),
  LastName: z.string(),
});

/**
 * §7 "returns token and user; token stored locally". `token` is the session's public id: the browser
 * may keep it (e.g. to send back as a CSRF header), but it opens nothing; the credential is the cookie.
 */
export const LoginResponse = z.object({ success: z.literal(true), token: z.string(), user: LoginUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const LogoutResponse = z.object({ success: z.literal(true) });

/** §3 Contact, the user's own record, as GET contacts/me's ContactGet. */
export const WireContactGet = z.object({
  EmailAddress: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  PhoneNumber: z.string(),
  Role: Role,
});

/**
 * GET contacts/me (§7 "reads ContactGet; ... loggedin, success"): the signed-in user's record, or, for a
 * visitor who is not signed in (no session cookie, or one that ended), `loggedin: false` and no record:
 * being signed out is an answer, not an error (issue 10).
 */
export const ContactsMeResponse = z.union([
  z.object({ success: z.literal(true), loggedin: z.literal(true), ContactGet: WireContactGet }),
  z.object({ success: z.literal(true), loggedin: z.literal(false) }),
]);
export type ContactsMeResponse = z.infer<typeof ContactsMeResponse>;

export const toWireContact = (contact: ContactGet): z.infer<typeof WireContactGet> => ({ ...contact });

/** POST /quotes/lookup (request not shown): a reference number, an email address or a link token. */
export const LookupRequest = z
  .object({ search: Text(254).refine((s) => s !== '', REQUIRED_MESSAGE) })
  .strict();
export type LookupRequest = z.infer<typeof LookupRequest>;

export const WireQuoteSummary = z.object({
  QuoteId: z.number().int(),
  QuoteIdEncrypted: z.string(),
  Revision: z.number().int(),
  Result: z.enum(QUOTE_RESULTS as [string, ...string[]]),
  QuoteStatus: z.enum(QUOTE_STATUSES as [string, ...string[]]),
  state: z.enum(Object.values(QuoteState) as [string, ...string[]]),
  email: z.string(),
  origin: z.string(),
  destination: z.string(),
  MoveDate: z.string(),
  HHGMiles: z.number(),
  /** The default option's price in dollars; null while the quote is under review. */
  price: Dollars.nullable(),
  createdAt: z.string().nullable(),
});

/** §4 lookup failure reasons: NoError with quotes, or UserError / TechnicalError with 'search - ...' lines. */
export const LookupResponse = z.object({
  success: z.literal(true),
  failReason: z.enum(Object.values(LookupFailureReason) as [string, ...string[]]),
  messages: z.array(z.string()),
  quotes: z.array(WireQuoteSummary),
});
export type LookupResponse = z.infer<typeof LookupResponse>;

export const toWireSummary = (summary: QuoteSummary): z.infer<typeof WireQuoteSummary> => ({
  ...summary,
  price: summary.price === null ? null : dollarsOf(summary.price),
});

/**
 * POST user/register (issue 11, our route): a customer sign-up from the reservation flow. The email comes
 * from the quote; the names, the phone (any punctuation, sent on as digits only) and the password are the
 * visitor's. The domain checks the rules (domain/accounts/sign-up-rules); the contract bounds the sizes.
 */
export const RegisterRequest = z
  .object({
    EmailAddress: Email,
    FirstName: Text(100),
    LastName: Text(100),
    PhoneNumber: Text(40),
    Password: z.string().max(MAX_PASSWORD_LENGTH),
    /** The quote the reservation started from. */
    QuoteId: z.number().int().positive().nullable().optional(),
  })
  .strict();
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** The one answer of POST user/register, whether or not the email has an account (issue 11). */
export const RegisterResponse = z.object({
  success: z.literal(true),
  Status: z.literal(VERIFICATION_SENT),
  EmailAddress: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** POST user/register/verify (issue 11): the emailed 6-digit code. Answers as POST user/login does. */
export const VerifySignUpRequest = z.object({ EmailAddress: Email, Code: Text(20) }).strict();
export type VerifySignUpRequest = z.infer<typeof VerifySignUpRequest>;

/** POST contacts/me (§7): the signed-in user's own names and phone (sent as digits only, §5). */
export const UpdateMeRequest = z
  .object({ FirstName: Text(100), LastName: Text(100), PhoneNumber: Text(40) })
  .strict();
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;

/** POST contacts/me's answer: the changed record, as GET contacts/me reads it. */
export const UpdateMeResponse = z.object({
  success: z.literal(true),
  loggedin: z.literal(true),
  ContactGet: WireContactGet,
});
export type UpdateMeResponse = z.infer<typeof UpdateMeResponse>;

/**
 * GET contacts/me/links (§7 "reservations list returns ContactQuoteRetrieve ids, loggedin, success"): the
 * signed-in customer's quotes, each with whether it is reserved. Items may carry more fields.
 */
export const ContactQuoteRetrieve = z.object({
  QuoteId: z.number().int(),
  Reserved: z.boolean(),
  /** ISO-8601 of the booking, or null. */
  ReservedAt: z.string().nullable(),
  /** Issue 13 (ours): 'City, ST' of each end and the drop-off date, to tell several moves apart (always sent; optional to read). */
  OriginCity: z.string().nullable().optional(),
  DestinationCity: z.string().nullable().optional(),
  SpotDate: z.string().nullable().optional(),
  /** Issue 12: the reservation was cancelled. */
  Cancelled: z.boolean().optional(),
});
export const ContactLinksResponse = z.object({
  success: z.literal(true),
  loggedin: z.boolean(),
  ContactQuoteRetrieve: z.array(ContactQuoteRetrieve),
});
export type ContactLinksResponse = z.infer<typeof ContactLinksResponse>;

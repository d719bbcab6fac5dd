import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { SendQuoteEmail } from '../../../../application/notifications/send-quote-email';
import type { EditQuote } from '../../../../application/quotes/edit-quote';
import type {
  CheckQuoteLink,
  DecryptQuoteId,
  EncryptQuoteId,
} from '../../../../application/quotes/quote-links';
import type { RequestQuoteCallback } from '../../../../application/quotes/request-callback';
import type { UpdateQuoteContact } from '../../../../application/quotes/update-quote-contact';
import { Role } from '../../../../domain/accounts/enums';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import type { LiabilitySelected } from '../../../../domain/pricing/liability';
import type { PreferredTime } from '../../../../domain/quote/callback-request';
import { QUOTE_EMAIL_LIMIT } from '../../../../domain/quote/quote-email';
import { Route } from '../../../../domain/quote/routes';
import { ErrorResponse, errorBody } from '../../contract/common';
import type { ApiError } from '../../contract/error-status';
import { toWireQuote } from '../../contract/quote';
import {
  DecryptParams,
  DecryptResponse,
  EditQuoteParams,
  EditQuoteRequest,
  EditQuoteResponse,
  EncryptParams,
  EncryptResponse,
  ExpireParams,
  ExpireResponse,
  QueueRequest,
  QueueResponse,
  QuoteIdParams,
  SendQuoteEmailQuery,
  SendQuoteEmailResponse,
  UpdateContactRequest,
  UpdateContactResponse,
} from '../../contract/quote-changes';
import type { App, AppEnv } from '../app';
import { json, quoteFailures } from './openapi';
import { refusal } from './refused';

const editQuote = createRoute({
  method: 'post',
  path: '/api/quotes/edit/{qId}',
  tags: ['Quotes'],
  summary:
    'Change a quote (§4 "Editing or changing a quote"): move date, selected option, trailer length, liability, storage. The server recomputes every price',
  request: {
    params: EditQuoteParams,
    body: { ...json(EditQuoteRequest, "The customer's choices and the Revision they saw"), required: true },
  },
  responses: {
    200: json(
      EditQuoteResponse,
      "changeQuoteResponse.failReason 'None' when saved (Revision + 1); any other reason saved nothing and carries the stored quote",
    ),
    ...quoteFailures,
    404: json(
      ErrorResponse,
      "'qId - No quote matches this reference' (reason 'QuoteIdInvalid'): no such quote, or a reference number that is not yours",
    ),
    503: json(ErrorResponse, 'Storage or rate card unavailable'),
  },
});

const updateContact = createRoute({
  method: 'put',
  path: '/api/quotes/{id}/contact',
  tags: ['Quotes'],
  summary: "Set the quote's contact email (§5: succeeds only when Status is 'Success')",
  request: {
    params: QuoteIdParams,
    body: { ...json(UpdateContactRequest, 'EmailAddress'), required: true },
  },
  responses: { 200: json(UpdateContactResponse, "Status 'Success'"), ...quoteFailures },
});

const sendQuoteEmail = createRoute({
  method: 'get',
  path: '/api/notifications/send-quote-email',
  tags: ['Notifications'],
  summary:
    "Email the quote to its contact address (sandbox mailer by default: delivered to the outbox_emails table). A refusal by the email service answers 200 with success false and an 'EmailAddress - ...' line",
  request: { query: SendQuoteEmailQuery },
  responses: {
    200: json(
      SendQuoteEmailResponse.or(ErrorResponse),
      'success true when sent; success false when the email service refused it',
    ),
    ...quoteFailures,
    429: json(
      ErrorResponse,
      `'id - ...' (reason TooManyEmails): this quote was emailed ${QUOTE_EMAIL_LIMIT.emails} times in the last hour`,
    ),
  },
});

const queue = createRoute({
  method: 'post',
  path: '/api/quotes/queue',
  tags: ['Quotes'],
  summary: 'Ask for a call back about a quote (§7 "not shown": our design); answers the place in the queue',
  request: {
    body: {
      ...json(QueueRequest, 'The quote reference, a phone number, a preferred time, a note'),
      required: true,
    },
  },
  responses: { 200: json(QueueResponse, 'queuePosition: open requests ahead + 1'), ...quoteFailures },
});

const encrypt = createRoute({
  method: 'post',
  path: '/api/quotes/encrypt/{id}',
  tags: ['Quotes'],
  summary: 'A quote\'s link token (QuoteIdEncrypted), for its owner or staff (§7 "not shown")',
  request: { params: EncryptParams },
  responses: { 200: json(EncryptResponse, 'QuoteIdEncrypted'), ...quoteFailures },
});

const decrypt = createRoute({
  method: 'get',
  path: '/api/quotes/decrypt/{id}',
  tags: ['Quotes'],
  summary: 'The QuoteId inside a link token (§7 "not shown"); a tampered or unknown token is not found',
  request: { params: DecryptParams },
  responses: {
    200: json(DecryptResponse, 'QuoteId'),
    400: quoteFailures[400],
    404: quoteFailures[404],
    503: quoteFailures[503],
  },
});

const expire = createRoute({
  method: 'get',
  path: '/api/expire/{qid}/{ts}',
  tags: ['Quotes'],
  summary:
    'Is the link in a quote email still good? (§7 "not shown": good for 30 days after ts while the quote can be used; otherwise route /moving-quote)',
  request: { params: ExpireParams },
  responses: {
    200: json(ExpireResponse, 'expired, and where to go (a token that names no quote is expired)'),
    400: json(ErrorResponse, "Bad input, or a send time in the future: 'ts - ...'"),
    503: quoteFailures[503],
  },
});

export interface QuoteChangeUseCases {
  editQuote: EditQuote;
  updateContact: UpdateQuoteContact;
  sendQuoteEmail: SendQuoteEmail;
  requestCallback: RequestQuoteCallback;
  encrypt: EncryptQuoteId;
  decrypt: DecryptQuoteId;
  checkLink: CheckQuoteLink;
}

type Failing = 400 | 404 | 503;

/**
 * The one way these routes answer an application error: the status and lines of error-status.ts. `S` is
 * the statuses the route's errors can map to (and its OpenAPI responses declare).
 */
const fail = <S extends Failing = Failing>(c: Context<AppEnv>, error: ApiError) => refusal<S>(c, error);

export function registerQuoteChangeRoutes(app: App, useCases: QuoteChangeUseCases): void {
  app.openapi(editQuote, async (c) => {
    const { qId } = c.req.valid('param');
    const { captcha, formTiming, MoveDate, Liability, ...choices } = c.req.valid('json');
    const viewer = c.get('viewer');
    const result = await useCases.editQuote.execute({
      ...choices,
      ...(MoveDate === undefined ? {} : { MoveDate: MoveDate as IsoDate }),
      ...(Liability === undefined ? {} : { Liability: Liability as LiabilitySelected }),
      reference: qId,
      viewer,
      bot: { captcha: captcha ?? null, timing: formTiming ?? null },
      visitor: { isAdmin: viewer?.role === Role.admin },
    });
    if (result.isErr()) return fail(c, result.error);
    const { changeQuoteResponse, quote } = result.value;
    return c.json(
      { success: true as const, changeQuoteResponse, quote: quote ? toWireQuote(quote) : null },
      200,
    );
  });

  app.openapi(updateContact, async (c) => {
    const { id } = c.req.valid('param');
    const { EmailAddress } = c.req.valid('json');
    const result = await useCases.updateContact.execute({
      reference: id,
      viewer: c.get('viewer'),
      EmailAddress,
    });
    if (result.isErr()) return fail(c, result.error);
    return c.json({ success: true as const, Status: result.value.Status }, 200);
  });

  app.openapi(sendQuoteEmail, async (c) => {
    const { id } = c.req.valid('query');
    const result = await useCases.sendQuoteEmail.execute({ reference: id, viewer: c.get('viewer') });
    if (result.isErr()) return fail(c, result.error);
    const outcome = result.value;
    if ('limited' in outcome)
      return c.json(errorBody([`id - ${outcome.limited.message}`], 'TooManyEmails'), 429);
    if (!outcome.sent) {
      // The request was right and the server worked: the email service's verdict is an answer (docs/decisions.md).
      return c.json(errorBody([`EmailAddress - ${outcome.refusal.message}`], outcome.refusal.kind), 200);
    }
    return c.json({ success: true as const }, 200);
  });

  app.openapi(queue, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.requestCallback.execute({
      reference: body.id,
      viewer: c.get('viewer'),
      PhoneNumber: body.PhoneNumber,
      PreferredTime: (body.PreferredTime as PreferredTime | undefined) ?? null,
      Note: body.Note ?? '',
    });
    if (result.isErr()) return fail(c, result.error);
    return c.json({ success: true as const, queuePosition: result.value.queuePosition }, 200);
  });

  app.openapi(encrypt, async (c) => {
    const { id } = c.req.valid('param');
    const result = await useCases.encrypt.execute({ id, viewer: c.get('viewer') });
    if (result.isErr()) return fail(c, result.error);
    return c.json({ success: true as const, QuoteIdEncrypted: result.value.QuoteIdEncrypted }, 200);
  });

  app.openapi(decrypt, async (c) => {
    const { id } = c.req.valid('param');
    const result = await useCases.decrypt.execute({ token: id });
    if (result.isErr()) return fail<404 | 503>(c, result.error);
    return c.json({ success: true as const, QuoteId: result.value.QuoteId }, 200);
  });

  app.openapi(expire, async (c) => {
    const { qid, ts } = c.req.valid('param');
    const result = await useCases.checkLink.execute({ token: qid, sentAtMs: ts });
    if (result.isErr()) return fail<400 | 503>(c, result.error);
    const check = result.value;
    return check.expired
      ? c.json({ success: true as const, expired: true as const, route: Route.movingQuote }, 200)
      : c.json(
          {
            success: true as const,
            expired: false as const,
            QuoteIdEncrypted: check.QuoteIdEncrypted,
            route: Route.quoteView,
          },
          200,
        );
  });
}

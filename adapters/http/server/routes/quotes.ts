import { createRoute, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import type { CreateQuote } from '../../../../application/quotes/create-quote';
import type { ViewQuote } from '../../../../application/quotes/view-quote';
import { Role } from '../../../../domain/accounts/enums';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { errorBody } from '../../contract/common';
import { httpFailure } from '../../contract/error-status';
import { toWireQuote } from '../../contract/quote';
import {
  CreateQuoteRequest,
  CreateQuoteResponse,
  QuoteReference,
  ViewQuoteResponse,
} from '../../contract/quotes';
import type { App } from '../app';
import { quoteAnswerJson } from '../quote-answer';
import { visitorKeyOf } from '../visitor';
import { json, quoteFailures } from './openapi';

const addQuote = createRoute({
  method: 'post',
  path: '/api/quotes/add',
  tags: ['Quotes'],
  summary: 'Create a quote from the quote form (§3 payload); the answer carries the §4 result',
  request: { body: { ...json(CreateQuoteRequest, 'The quote form payload'), required: true } },
  responses: {
    200: json(
      CreateQuoteResponse,
      "The createQuoteResponse and, when one is kept, the quote (a storage or rate-card fault is result ServiceError or UnknownError). A Dupe carries the existing quote only for the visitor who created it (the relomove_visitor cookie) or its signed-in owner; anyone else gets quote null and a message saying the link was emailed to the quote's address (issue 10).",
    ),
    400: quoteFailures[400],
  },
});

const viewQuote = createRoute({
  method: 'get',
  path: '/api/quotes/view/{id}',
  tags: ['Quotes'],
  summary: 'A quote by its reference number (owner or staff) or by its link token (anyone holding it)',
  request: { params: z.object({ id: QuoteReference }) },
  responses: { 200: json(ViewQuoteResponse, 'The quote'), ...quoteFailures },
});

export function registerQuoteRoutes(
  app: App,
  useCases: { createQuote: CreateQuote; viewQuote: ViewQuote },
): void {
  app.openapi(addQuote, async (c) => {
    const { captcha, formTiming, ...form } = c.req.valid('json');
    const viewer = c.get('viewer');
    const output = await useCases.createQuote.execute({
      ...form,
      MoveDate: form.MoveDate as IsoDate,
      bot: { captcha: captcha ?? null, timing: formTiming ?? null },
      visitor: { isAdmin: viewer?.role === Role.admin, key: visitorKeyOf(c), email: viewer?.email ?? null },
    });
    const { createQuoteResponse, quote } = output._unsafeUnwrap();
    if (createQuoteResponse.result === 'UnknownError') {
      c.get('log').error({ message: createQuoteResponse.message }, 'quote creation failed unexpectedly');
      createQuoteResponse.message = 'Something went wrong building your quote. Please try again.';
    }
    return c.json(
      { success: true as const, quote: quote ? toWireQuote(quote) : null, createQuoteResponse },
      200,
    );
  });

  app.openapi(viewQuote, async (c) => {
    const { id } = c.req.valid('param');
    const quote = await useCases.viewQuote.execute({ reference: id, viewer: c.get('viewer') });
    if (quote.isErr()) {
      const failure = httpFailure(quote.error);
      return c.json(errorBody(failure.lines), failure.status as 404 | 503);
    }
    // quoteAnswerJson writes { success: true, quote: toWireQuote(quote) }, the text c.json would write.
    const answer = c.body(quoteAnswerJson(quote.value), 200, { 'Content-Type': 'application/json' });
    return answer as unknown as TypedResponse<z.output<typeof ViewQuoteResponse>, 200, 'json'>;
  });
}

/**
 * Issue 10 "Quote privacy": POST quotes/add answers a §4 Dupe (the same email, route, move date and size
 * moments ago) with the existing quote, and its working link, only to the visitor who created it. Anyone
 * else repeating the request gets result Dupe with no quote, no reference number and no link, and the
 * quote's link is emailed to the quote's own address instead (the sandbox mailer's outbox), within the
 * hourly quote-email limit. Run on every database under test, in process (the real app called directly)
 * and through the HTTP client (FetchRelomoveApi over fetch, msw handing each request to the same app).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FetchRelomoveApi } from '../../adapters/http/client/fetch-relomove-api';
import type { ApiResult, RelomoveApi } from '../../adapters/http/client/relomove-api';
import { fromWireQuote, type WireQuote } from '../../adapters/http/contract/quote';
import { CreateQuoteRequest, type CreateQuoteResponse } from '../../adapters/http/contract/quotes';
import { QUOTE_EMAIL_LIMIT } from '../../domain/quote/quote-email';
import { DUPE_ALREADY_QUOTED, dupeElsewhereMessage } from '../../domain/quote/quote-privacy';
import { quoteForm } from '../fixtures/quote-form';
import { API_ORIGIN, type RealApiMsw, startRealApiMsw } from '../support/msw-real-api';
import { databasesUnderTest } from '../support/test-databases';

type AddPort = Pick<RelomoveApi, 'addQuote'>;
type AddAnswer = Extract<Awaited<ReturnType<RelomoveApi['addQuote']>>, { ok: true }>['value'];

/** A visitor's cookie header (the relomove_visitor id the server issues), or none at all (a script). */
const cookieOf = (visitor: string | null): Record<string, string> =>
  visitor === null ? {} : { cookie: `relomove_visitor=${visitor}` };

/** The port in process: the real app's route called directly, as `visitor`. */
function inProcess(real: RealApiMsw, visitor: string | null): AddPort {
  return {
    async addQuote(form) {
      const { status, body } = await real.api.json<
        CreateQuoteResponse | { success: false; errors: string[] }
      >('POST', '/api/quotes/add', form, cookieOf(visitor));
      if (body.success !== true)
        return { ok: false, error: { kind: 'Refused', status, errors: body.errors } };
      const quote = body.quote ? fromWireQuote(body.quote as WireQuote) : null;
      return { ok: true, value: { outcome: body.createQuoteResponse, quote } };
    },
  };
}

/** The HTTP client as `visitor`: its fetch carries the visitor's cookie (the msw jar is kept empty). */
function throughClient(real: RealApiMsw, visitor: string | null): AddPort {
  return new FetchRelomoveApi(API_ORIGIN, (input, init) => {
    real.clearCookies();
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(cookieOf(visitor))) headers.set(name, value);
    return fetch(input, { ...init, headers });
  });
}

const ok = <T>(result: ApiResult<T>): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
};

describe.each(databasesUnderTest())('issue 10 quote privacy: POST quotes/add Dupe on $name', (database) => {
  let real: RealApiMsw;
  beforeAll(async () => {
    real = await startRealApiMsw({ database });
  }, 120_000);
  afterAll(() => real?.close());

  const emailsTo = async (address: string) =>
    real.api.server.database.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'text_body', 'quote_id'])
      .where('to_address', '=', address)
      .execute();

  const ports = [
    { name: 'in process', port: inProcess },
    { name: 'through FetchRelomoveApi', port: throughClient },
  ];

  describe.each(ports)('$name', ({ name, port }) => {
    const slug = name.replaceAll(' ', '-');
    const form = (email: string, over: Record<string, unknown> = {}) =>
      CreateQuoteRequest.parse(quoteForm({ EmailAddress: email, ...over })) as z.input<
        typeof CreateQuoteRequest
      >;
    /** Nothing of the quote in an answer: no quote, and neither its number nor its link token anywhere. */
    const expectNothingOf = (answer: AddAnswer, quote: { QuoteId: number; QuoteIdEncrypted: string }) => {
      expect(answer.quote).toBeNull();
      const text = JSON.stringify(answer);
      expect(text).not.toContain(String(quote.QuoteId));
      expect(text).not.toContain(quote.QuoteIdEncrypted);
    };

    it("visitor A creates; visitor B repeats: result Dupe with no quote, no QuoteId, no link, and the link is emailed to the quote's address; A repeats: A gets the quote", async () => {
      const email = `privacy+${slug}@example.com`;
      const a = port(real, `visitorA${slug.replaceAll('-', '')}0001`);
      const b = port(real, `visitorB${slug.replaceAll('-', '')}0001`);

      const created = ok(await a.addQuote(form(email)));
      expect(created.outcome.result).toBe('Auto');
      const quote = created.quote;
      if (!quote) throw new Error('no quote created');

      const other = ok(await b.addQuote(form(email.toUpperCase())));
      expect(other.outcome).toMatchObject({ success: true, result: 'Dupe', reasonInvalid: 'None' });
      expectNothingOf(other, quote);
      expect(other.outcome.message).toBe(dupeElsewhereMessage(email.toUpperCase(), { kind: 'emailed' }));
      const mailed = await emailsTo(email);
      expect(mailed).toHaveLength(1);
      expect(mailed[0]?.quote_id).toBe(quote.QuoteId);
      // The email carries a working link to the quote, for its owner.
      expect(mailed[0]?.text_body).toContain('/moving-quotes/quoteview?qId=');

      const again = ok(await a.addQuote(form(email)));
      expect(again.outcome.result).toBe('Dupe');
      expect(again.quote?.QuoteId).toBe(quote.QuoteId);
      expect(again.quote?.QuoteIdEncrypted).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(await emailsTo(email)).toHaveLength(1);
    });

    it('a request with no visitor cookie at all (a script) is someone else too: no quote, and the owner is emailed', async () => {
      const email = `script+${slug}@example.com`;
      const created = ok(await port(real, `visitorC${slug.replaceAll('-', '')}0001`).addQuote(form(email)));
      const quote = created.quote;
      if (!quote) throw new Error('no quote created');
      const scripted = ok(await port(real, null).addQuote(form(email)));
      expect(scripted.outcome.result).toBe('Dupe');
      expectNothingOf(scripted, quote);
      expect(await emailsTo(email)).toHaveLength(1);
    });

    it(`the quote-email limit holds: after ${QUOTE_EMAIL_LIMIT.emails} emails in the hour, a further repeat sends nothing and says so`, async () => {
      const email = `limit+${slug}@example.com`;
      const created = ok(await port(real, `visitorD${slug.replaceAll('-', '')}0001`).addQuote(form(email)));
      const quote = created.quote;
      if (!quote) throw new Error('no quote created');
      const stranger = port(real, `visitorE${slug.replaceAll('-', '')}0001`);
      for (let i = 0; i < QUOTE_EMAIL_LIMIT.emails; i += 1) {
        expect(ok(await stranger.addQuote(form(email))).outcome.message).toBe(
          dupeElsewhereMessage(email, { kind: 'emailed' }),
        );
      }
      const limited = ok(await stranger.addQuote(form(email)));
      expect(limited.outcome.result).toBe('Dupe');
      expectNothingOf(limited, quote);
      expect(limited.outcome.message).toBe(dupeElsewhereMessage(email, { kind: 'limited' }));
      expect(await emailsTo(email)).toHaveLength(QUOTE_EMAIL_LIMIT.emails);
    });

    it('an address the mailer cannot deliver to: no quote, and the answer says the link could not be emailed', async () => {
      const email = `owner+${slug}@bounce.relomove.test`;
      const created = ok(await port(real, `visitorF${slug.replaceAll('-', '')}0001`).addQuote(form(email)));
      const quote = created.quote;
      if (!quote) throw new Error('no quote created');
      const other = ok(await port(real, `visitorG${slug.replaceAll('-', '')}0001`).addQuote(form(email)));
      expect(other.outcome.result).toBe('Dupe');
      expectNothingOf(other, quote);
      expect(other.outcome.message.startsWith(DUPE_ALREADY_QUOTED)).toBe(true);
      expect(other.outcome.message).toContain(`We could not email its link to ${email}`);
    });
  });
});

/**
 * The quote driving port, run twice (architecture.md convention 11): in process (the real app called
 * directly) and through the HTTP client (FetchRelomoveApi over fetch, msw handing each request to the
 * same real app). Both runs make the same calls and must observe the same results, on every database
 * under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FetchRelomoveApi } from '../../adapters/http/client/fetch-relomove-api';
import type { ApiResult, RelomoveApi } from '../../adapters/http/client/relomove-api';
import { fromWireQuote, type WireQuote } from '../../adapters/http/contract/quote';
import type { EditQuoteResponse } from '../../adapters/http/contract/quote-changes';
import { CreateQuoteRequest, type CreateQuoteResponse } from '../../adapters/http/contract/quotes';
import { EDIT_FAIL_MESSAGES } from '../../domain/quote/edit-quote';
import type { Quote } from '../../domain/quote/types';
import { EDITS_SAVED_MESSAGE } from '../../domain/reservation/enums';
import { quoteForm } from '../fixtures/quote-form';
import { API_ORIGIN, type RealApiMsw, startRealApiMsw } from '../support/msw-real-api';
import { databasesUnderTest } from '../support/test-databases';
import type { TestServer } from '../support/test-server';

type QuotePort = Pick<RelomoveApi, 'addQuote' | 'viewQuote' | 'editQuote'>;

interface WireFailure {
  success: false;
  errors: string[];
  reason?: string;
}

/** An answer of the app as the port's result: success=true is the value, anything else is Refused. */
function asResult<B extends { success: true }, T>(
  status: number,
  body: B | WireFailure,
  pick: (body: B) => T,
): ApiResult<T> {
  if (body.success === true) return { ok: true, value: pick(body) };
  const { errors, reason } = body;
  return {
    ok: false,
    error:
      reason === undefined
        ? { kind: 'Refused', status, errors }
        : { kind: 'Refused', status, errors, reason },
  };
}

/** The port in process: the real app's routes called directly, without fetch or the client. */
function inProcess(api: TestServer): QuotePort {
  const quoteOf = (wire: WireQuote | null): Quote | null => (wire ? fromWireQuote(wire) : null);
  return {
    async addQuote(form) {
      const { status, body } = await api.json<CreateQuoteResponse | WireFailure>(
        'POST',
        '/api/quotes/add',
        form,
      );
      return asResult(status, body, (b) => ({ outcome: b.createQuoteResponse, quote: quoteOf(b.quote) }));
    },
    async viewQuote(reference) {
      const { status, body } = await api.json<{ success: true; quote: WireQuote } | WireFailure>(
        'GET',
        `/api/quotes/view/${reference}`,
      );
      return asResult(status, body, (b) => fromWireQuote(b.quote));
    },
    async editQuote(reference, edit) {
      const { status, body } = await api.json<EditQuoteResponse | WireFailure>(
        'POST',
        `/api/quotes/edit/${reference}`,
        edit,
      );
      return asResult(status, body, (b) => ({
        failReason: b.changeQuoteResponse.failReason,
        message: b.changeQuoteResponse.message,
        quote: quoteOf(b.quote),
      }));
    },
  };
}

const ok = <T>(result: ApiResult<T>): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
};

/**
 * What one run saw, with what differs between two runs by design replaced: the quote number, its link
 * tokens (made afresh for every answer) and the run's own email address (so that no run is a Dupe, §4).
 */
function transcript(steps: unknown[], quote: Quote, email: string): unknown {
  const id = String(quote.QuoteId);
  const text = JSON.stringify(steps, (key, value: unknown) => {
    if (key === 'QuoteIdEncrypted') return '<token>';
    if (key === 'retrievedTimestamp') return '<now>';
    if (key === 'QuoteId' && value === quote.QuoteId) return '<QuoteId>';
    return typeof value === 'string' ? value.replaceAll(email, '<email>').replaceAll(id, '<QuoteId>') : value;
  });
  return JSON.parse(text);
}

describe.each(databasesUnderTest())(
  'the quote port in process and through the HTTP client on $name (§4, §7)',
  (database) => {
    let real: RealApiMsw;
    const seen = new Map<string, unknown>();

    beforeAll(async () => {
      real = await startRealApiMsw({ database });
    }, 120_000);
    afterAll(() => real?.close());

    const ports: { name: string; port: () => QuotePort }[] = [
      { name: 'in process', port: () => inProcess(real.api) },
      { name: 'through FetchRelomoveApi', port: () => new FetchRelomoveApi(API_ORIGIN) },
    ];

    describe.each(ports)('$name', ({ name, port }) => {
      it('add -> view -> edit -> stale edit -> view -> unknown reference: each answers as §4 and §7 say', async () => {
        const api = port();
        const email = `client-contract+${name.replaceAll(' ', '-')}@example.com`;
        const form = CreateQuoteRequest.parse(quoteForm({ EmailAddress: email })) as z.input<
          typeof CreateQuoteRequest
        >;

        const added = ok(await api.addQuote(form));
        expect(added.outcome).toMatchObject({ result: 'Auto', reasonInvalid: 'None', action: 'None' });
        const quote = added.quote;
        if (!quote) throw new Error('no quote kept');
        expect(quote.Revision).toBe(1);

        const viewed = ok(await api.viewQuote(quote.QuoteIdEncrypted));
        expect({ ...viewed, QuoteIdEncrypted: '' }).toEqual({ ...quote, QuoteIdEncrypted: '' });

        const edited = ok(await api.editQuote(quote.QuoteIdEncrypted, { Revision: 1, Liability: 125 }));
        expect(edited.failReason).toBe('None');
        expect(edited.message).toBe(EDITS_SAVED_MESSAGE);
        expect(edited.quote?.Revision).toBe(2);
        expect(edited.quote?.Details.Accessorials).toMatchObject({ Liability: '2', AddLiability: true });

        const stale = ok(await api.editQuote(quote.QuoteIdEncrypted, { Revision: 1, Liability: 75 }));
        expect(stale.failReason).toBe('NoRevisionMatch');
        expect(stale.message).toBe(EDIT_FAIL_MESSAGES.NoRevisionMatch);
        expect(stale.quote?.Revision).toBe(2);

        const after = ok(await api.viewQuote(quote.QuoteIdEncrypted));
        expect(after.Revision).toBe(2);
        expect(after.Details.Accessorials.Liability).toBe('2');

        const unknown = await api.viewQuote('9999999');
        expect(unknown).toMatchObject({ ok: false, error: { kind: 'Refused', status: 404 } });
        const invalid = await api.editQuote(quote.QuoteIdEncrypted, { Revision: 0 });
        expect(invalid).toMatchObject({ ok: false, error: { kind: 'Refused', status: 400 } });

        seen.set(
          name,
          transcript(
            [added.outcome.result, quote, viewed, edited, stale, after, unknown, invalid].map((step) =>
              step && typeof step === 'object' && 'retrievedTimestamp' in step
                ? { ...step, retrievedTimestamp: '<now>' }
                : step,
            ),
            quote,
            email,
          ),
        );
      });
    });

    it('both runs observed the same results, step by step', () => {
      const [first, second] = ports.map((p) => seen.get(p.name));
      expect(first).toBeDefined();
      expect(second).toEqual(first);
    });
  },
);

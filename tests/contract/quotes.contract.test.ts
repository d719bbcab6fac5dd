import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AltchaCaptchaVerifier } from '../../adapters/captcha/altcha-captcha-verifier';
import { MemoryCaptchaStore } from '../../adapters/captcha/memory-captcha-store';
import { quoteForm } from '../fixtures/quote-form';
import { TestClock } from '../support/test-clock';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

interface AddAnswer {
  success: boolean;
  quote: {
    QuoteId: number;
    QuoteIdEncrypted: string;
    Result: string;
    IsCompleted: boolean;
    QuoteStatus: string;
    ReasonNotAuto: string;
    Details: {
      PricingOptions: { value: string; Price: number; PerFootPrice: number; LinearFeet: number }[];
      HHGMiles: number;
    };
  } | null;
  createQuoteResponse: {
    success: boolean;
    result: string;
    reasonInvalid: string;
    action: string;
    message: string;
  };
}

// The payloads are quoteForm (tests/fixtures); each example is in docs/quote-rules.md.
describe.each(databasesUnderTest())(
  'POST quotes/add: every §4 result by its documented rule, on $name',
  (database) => {
    let api: TestServer;
    // One visitor (the relomove_visitor cookie) sends every request: issue 10 shows a Dupe's quote only
    // to the visitor who created it (tests/contract/quote-privacy.contract.test.ts covers everyone else).
    const visitor = { cookie: 'relomove_visitor=quotesContractVisitor01' };
    const add = async (over: Record<string, unknown> = {}) => {
      const { status, body } = await api.json<AddAnswer>('POST', '/api/quotes/add', quoteForm(over), visitor);
      expect(status).toBe(200);
      return body;
    };
    beforeAll(async () => {
      api = await testServer(database);
    }, 120_000);
    afterAll(() => api.close());

    it('Auto: a 2 bedroom move from 10001 to 90001 is priced, stored and viewable by its link token', async () => {
      const body = await add({ EmailAddress: 'auto@example.com' });
      expect(body.createQuoteResponse).toMatchObject({
        success: true,
        result: 'Auto',
        reasonInvalid: 'None',
        action: 'None',
      });
      const quote = body.quote;
      expect(quote?.IsCompleted).toBe(true);
      expect(quote?.QuoteStatus).toBe('Open');
      expect(quote?.QuoteId).toBeGreaterThanOrEqual(1000001);
      const trailer = quote?.Details.PricingOptions.find((o) => o.value === 'Trailer-DD');
      expect(trailer?.LinearFeet).toBe(13);
      expect(Math.round((trailer?.Price ?? 0) * 100)).toBe(
        Math.round((trailer?.PerFootPrice ?? 0) * 100) * 13,
      );
      const view = await api.json<{ quote: { QuoteId: number } }>(
        'GET',
        `/api/quotes/view/${quote?.QuoteIdEncrypted}`,
      );
      expect(view.status).toBe(200);
      expect(view.body.quote.QuoteId).toBe(quote?.QuoteId);
    });

    it('Dupe: the same email, lane and date again within 15 minutes answers with the earlier quote', async () => {
      const first = await add({ EmailAddress: 'dupe@example.com' });
      const again = await add({ EmailAddress: 'DUPE@example.com' });
      expect(again.createQuoteResponse.result).toBe('Dupe');
      expect(again.quote?.QuoteId).toBe(first.quote?.QuoteId);
      api.clock.advance(16 * 60 * 1000);
      const later = await add({ EmailAddress: 'dupe@example.com' });
      expect(later.createQuoteResponse.result).toBe('Auto');
      expect(later.quote?.QuoteId).not.toBe(first.quote?.QuoteId);
    });

    it('Dupe under concurrency (issue 9): 10 simultaneous identical requests store one quote, and the other nine answer Dupe with it', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => add({ EmailAddress: 'same-moment@example.com' })),
      );
      const results = answers.map((a) => a.createQuoteResponse.result).sort();
      expect(results).toEqual(['Auto', ...Array(9).fill('Dupe')]);
      expect(new Set(answers.map((a) => a.quote?.QuoteId)).size).toBe(1);
      const stored = await api.server.database.db
        .selectFrom('quotes')
        .select('id')
        .where('email', '=', 'same-moment@example.com')
        .execute();
      expect(stored).toHaveLength(1);
    });

    it('Manual: a cross-border move (New York to Toronto) is stored for review, without prices', async () => {
      const body = await add({ ToZip: 'M5V 2T6', ToCountry: 'CA', EmailAddress: 'border@example.com' });
      expect(body.createQuoteResponse.result).toBe('Manual');
      expect(body.quote?.IsCompleted).toBe(false);
      expect(body.quote?.QuoteStatus).toBe('UnderReview');
      expect(body.quote?.Details.PricingOptions).toEqual([]);
      expect(body.quote?.ReasonNotAuto).toBe('Cross-border moves are rated by hand');
    });

    it('Manual: a move larger than one trailer (35 linear feet, 5+ bedroom home) is rated by hand', async () => {
      const body = await add({
        LinearFeet: 35,
        MovingOutOf: '5+ bedroom home',
        EmailAddress: 'big@example.com',
      });
      expect(body.createQuoteResponse.result).toBe('Manual');
    });

    it('MANUAL_RESUBMIT: the same manual request again while it is under review', async () => {
      await add({ LinearFeet: 35, EmailAddress: 'again@example.com' });
      const again = await add({ LinearFeet: 35, EmailAddress: 'again@example.com' });
      expect(again.createQuoteResponse.result).toBe('MANUAL_RESUBMIT');
      expect(again.quote?.QuoteStatus).toBe('UnderReview');
    });

    it('InfoRequired: no size gives RequireLinearFeet; a manual move without an email gives RequireContactInfo', async () => {
      expect((await add({ LinearFeet: 0 })).createQuoteResponse).toMatchObject({
        result: 'InfoRequired',
        action: 'RequireLinearFeet',
      });
      expect((await add({ LinearFeet: 35, EmailAddress: '' })).createQuoteResponse).toMatchObject({
        result: 'InfoRequired',
        action: 'RequireContactInfo',
      });
    });

    it.each([
      ['InvalidMiles (a local move, to the pods brand)', { ToZip: '07030' }, 'InvalidMiles', 'SendToPods'],
      [
        'InvalidMiles (beyond the network)',
        { FromZip: 'A1C 5M2', FromCountry: 'CA', ToZip: '92101' },
        'InvalidMiles',
        'None',
      ],
      ['NotServed (far from every service center)', { ToZip: '99723' }, 'NotServed', 'None'],
      ['IntraState (to the budget brand)', { ToZip: '14201' }, 'IntraState', 'SendToBudget'],
      [
        'IntraCanada (to the pods brand)',
        { FromZip: 'M5V 2T6', FromCountry: 'CA', ToZip: 'V6B 1A1', ToCountry: 'CA' },
        'IntraCanada',
        'SendToPods',
      ],
      [
        'IntraMexico',
        {
          FromZip: '',
          FromCity: 'Monterrey',
          FromState: 'NL',
          FromCountry: 'MX',
          ToZip: '',
          ToCity: 'Puebla',
          ToState: 'PU',
          ToCountry: 'MX',
        },
        'IntraMexico',
        'None',
      ],
      [
        'InvalidCityBoth',
        { FromZip: '', FromCity: 'Atlantis', FromState: 'ZZ', ToZip: '', ToCity: 'Gondor', ToState: 'QQ' },
        'InvalidCityBoth',
        'None',
      ],
      [
        'InvalidCityOrigin',
        { FromZip: '', FromCity: 'Atlantis', FromState: 'ZZ' },
        'InvalidCityOrigin',
        'None',
      ],
      [
        'InvalidCityDestination',
        { ToZip: '', ToCity: 'Gondor', ToState: 'QQ' },
        'InvalidCityDestination',
        'None',
      ],
    ])('Invalid: %s', async (_name, over, reason, action) => {
      const body = await add(over);
      expect(body.createQuoteResponse).toMatchObject({ result: 'Invalid', reasonInvalid: reason, action });
      expect(body.quote).toBeNull();
    });

    it('Invalid with the capacity action: a date on which the origin station is fully booked (NYC, 2027-06-30)', async () => {
      const body = await add({ MoveDate: '2027-06-30' });
      expect(body.createQuoteResponse).toMatchObject({ result: 'Invalid', action: 'CapacityUnserviceable' });
    });

    it('INVALID_INPUT: a move date in the past or more than a year ahead', async () => {
      for (const MoveDate of ['2026-11-20', '2027-11-22']) {
        const body = await add({ MoveDate });
        expect(body.createQuoteResponse.result).toBe('INVALID_INPUT');
        expect(body.createQuoteResponse.message).toMatch(/^MoveDate - /);
      }
    });

    it('answers bad input with 400 and field - message lines (§5)', async () => {
      const cases: [unknown, string][] = [
        [{}, 'MoveDate - The value is required'],
        [quoteForm({ LinearFeet: 'thirteen' }), 'LinearFeet - Value must be numeric'],
        [quoteForm({ FromZip: '', FromCity: '' }), 'FromCity - Please select a location'],
        [quoteForm({ FromCity: 'x'.repeat(61) }), 'FromCity - The maximum length allowed is 60'],
        [quoteForm({ EmailAddress: 'not-an-email' }), 'EmailAddress - Value is not a valid email address'],
        [quoteForm({ Price: 1 }), 'Price - Unknown field'],
        [quoteForm({ Website: 'Other' }), 'Website - Value must be one of "Relomove"'],
        ['{not json', 'body - Malformed JSON in request body'],
      ];
      for (const [body, line] of cases) {
        const answer = await api.json<{ success: boolean; errors: string[] }>(
          'POST',
          '/api/quotes/add',
          body,
        );
        expect(answer.status).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(answer.body.errors).toContain(line);
      }
    });

    it('GET quotes/view by link (§7; issue 28): answers the link it was asked with, the same JSON on every view, no-store, and a later change', async () => {
      const created = await add({ EmailAddress: 'link-view@example.com', MoveDate: '2026-12-10' });
      const token = created.quote?.QuoteIdEncrypted ?? '';
      const first = await api.request('GET', `/api/quotes/view/${token}`);
      const again = await api.request('GET', `/api/quotes/view/${token}`);
      expect(first.headers.get('content-type')).toBe('application/json');
      expect(first.headers.get('cache-control')).toBe('no-store');
      const text = await first.text();
      expect(await again.text()).toBe(text);
      const viewed = JSON.parse(text) as {
        success: boolean;
        quote: { QuoteIdEncrypted: string; Revision: number };
      };
      expect(viewed.success).toBe(true);
      expect(viewed.quote.QuoteIdEncrypted).toBe(token);
      const edited = await api.json('POST', `/api/quotes/edit/${token}`, {
        Revision: viewed.quote.Revision,
        LinearFeet: 14,
      });
      expect(edited.status).toBe(200);
      const after = await api.json<{ quote: { Revision: number } }>('GET', `/api/quotes/view/${token}`);
      expect(after.body.quote.Revision).toBe(viewed.quote.Revision + 1);
    });

    it('GET quotes/view: 404 for an unknown reference and for a bare id without a session (issue 9 finding 7), 400 for a malformed one', async () => {
      const created = await add({ EmailAddress: 'private@example.com', MoveDate: '2026-12-09' });
      expect((await api.json('GET', '/api/quotes/view/9999999')).status).toBe(404);
      expect((await api.json('GET', `/api/quotes/view/${created.quote?.QuoteId}`)).status).toBe(404);
      expect((await api.json('GET', '/api/quotes/view/bad*id')).status).toBe(400);
      expect(
        (await api.json('GET', '/api/quotes/view/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status,
      ).toBe(404);
    });
  },
);

describe.each(databasesUnderTest())('quotes/add bot checks and service failures, on $name', (database) => {
  let api: TestServer;
  const verifier = new AltchaCaptchaVerifier({ keyPrefix: '0', store: new MemoryCaptchaStore() });
  const human = { fieldDurationsMs: [1800, 2200, 1500, 2600], totalMs: 14_000 };
  const solved = async () => {
    const challenge = (await verifier.challenge())._unsafeUnwrap() as unknown as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  beforeAll(async () => {
    api = await testServer(database, { botChecks: true, captcha: verifier });
  }, 120_000);
  afterAll(() => api.close());

  it('RedirectToCaptcha with the §8 message when the proof of work is missing, replayed, or the form was too fast', async () => {
    const noCaptcha = await api.json<AddAnswer>('POST', '/api/quotes/add', quoteForm({ formTiming: human }));
    expect(noCaptcha.body.createQuoteResponse).toMatchObject({
      result: 'RedirectToCaptcha',
      message: 'Invalid HMAC, PoW, or reCAPTCHA creating quote',
    });
    const captcha = await solved();
    const passed = await api.json<AddAnswer>(
      'POST',
      '/api/quotes/add',
      quoteForm({ captcha, formTiming: human, EmailAddress: 'bot1@example.com' }),
    );
    expect(passed.body.createQuoteResponse.result).toBe('Auto');
    const replayed = await api.json<AddAnswer>(
      'POST',
      '/api/quotes/add',
      quoteForm({ captcha, formTiming: human, EmailAddress: 'bot2@example.com' }),
    );
    expect(replayed.body.createQuoteResponse.result).toBe('RedirectToCaptcha');
    const tooFast = await api.json<AddAnswer>(
      'POST',
      '/api/quotes/add',
      quoteForm({ captcha: await solved(), formTiming: { fieldDurationsMs: [90, 80, 70], totalMs: 1200 } }),
    );
    expect(tooFast.body.createQuoteResponse.result).toBe('RedirectToCaptcha');
  });
});

describe.each(databasesUnderTest())('quotes/add when a service is unavailable, on $name', (database) => {
  it('ServiceError: no rate card is in force on the day the quote is made', async () => {
    const api = await testServer(database, { clock: new TestClock('2026-06-01T15:00:00.000Z') });
    try {
      const { body } = await api.json<AddAnswer>(
        'POST',
        '/api/quotes/add',
        quoteForm({ MoveDate: '2026-06-20' }),
      );
      expect(body.createQuoteResponse.result).toBe('ServiceError');
      expect(body.quote).toBeNull();
    } finally {
      await api.close();
    }
  }, 120_000);

  it('ServiceError: the database is unavailable; GET quotes/view answers 503, never 500', async () => {
    const api = await testServer(database);
    await api.server.database.close();
    const { status, body } = await api.json<AddAnswer>('POST', '/api/quotes/add', quoteForm());
    expect(status).toBe(200);
    expect(body.createQuoteResponse.result).toBe('ServiceError');
    expect((await api.json('GET', '/api/quotes/view/1000001')).status).toBe(503);
    const health = await api.json('GET', '/api/health');
    expect(health.status).toBe(503);
  }, 120_000);
});

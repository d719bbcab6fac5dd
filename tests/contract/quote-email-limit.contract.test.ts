/**
 * Issue 26, finding 1 of the probe: the hourly quote-email limit (QUOTE_EMAIL_LIMIT, issue 10) holds when
 * many repeats arrive at once. A stranger repeating someone's quote request gets the §4 Dupe answer and the
 * quote's link is emailed to the quote's own address; 20 simultaneous repeats used to put 14 emails in the
 * outbox, because each request counted the outbox and then sent. On PGlite one instance serves them; on
 * PostgreSQL two instances (two connection pools on one schema) share them.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_EMAIL_LIMIT } from '../../domain/quote/quote-email';
import { dupeElsewhereMessage } from '../../domain/quote/quote-privacy';
import { quoteForm } from '../fixtures/quote-form';
import { databasesUnderTest, secondPool } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

/** The brief's 20 (14 emails got through), and the probe's 49 (46 got through). */
const REPEATS = [20, 49];

describe.each(databasesUnderTest())(
  'issue 26 finding 1: the quote-email limit under concurrency on $name',
  (underTest) => {
    const instances: TestServer[] = [];
    beforeAll(async () => {
      const quoteLinkKey = randomBytes(32);
      const first = await testServer(underTest, { quoteLinkKey });
      instances.push(first);
      if (underTest.name === 'PostgreSQL') {
        const database = await secondPool(first.server.database);
        instances.push(await testServer(underTest, { database, clock: first.clock, quoteLinkKey }));
      }
    }, 120_000);
    afterAll(async () => {
      for (const instance of instances.reverse()) await instance.close();
    });

    it.each(REPEATS)(
      `%i simultaneous repeats of one quote request by a stranger (Dupe) email the quote at most ${QUOTE_EMAIL_LIMIT.emails} times; the others say the limit was reached`,
      async (repeats) => {
        const [first] = instances;
        if (!first) throw new Error('no instance');
        const email = `flood-${repeats}-${underTest.name.toLowerCase()}@example.com`;
        const created = await first.json<{ createQuoteResponse: { result: string } }>(
          'POST',
          '/api/quotes/add',
          quoteForm({ EmailAddress: email }),
          { cookie: `relomove_visitor=floodOwner${repeats}00000000000001` },
        );
        expect(created.body.createQuoteResponse.result).toBe('Auto');

        const answers = await Promise.all(
          Array.from({ length: repeats }, (_, i) => {
            const instance = instances[i % instances.length] ?? first;
            return instance.json<{ createQuoteResponse: { result: string; message: string } }>(
              'POST',
              '/api/quotes/add',
              quoteForm({ EmailAddress: email }),
            );
          }),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(repeats).fill(200));
        expect(new Set(answers.map((a) => a.body.createQuoteResponse.result))).toEqual(new Set(['Dupe']));
        const messages = answers.map((a) => a.body.createQuoteResponse.message);
        const emailed = messages.filter((m) => m === dupeElsewhereMessage(email, { kind: 'emailed' }));
        const limited = messages.filter((m) => m === dupeElsewhereMessage(email, { kind: 'limited' }));
        expect(emailed).toHaveLength(QUOTE_EMAIL_LIMIT.emails);
        expect(limited).toHaveLength(repeats - QUOTE_EMAIL_LIMIT.emails);
        const outbox = await first.server.database.db
          .selectFrom('outbox_emails')
          .select('id')
          .where('to_address', '=', email)
          .execute();
        expect(outbox).toHaveLength(QUOTE_EMAIL_LIMIT.emails);
      },
      120_000,
    );
  },
);

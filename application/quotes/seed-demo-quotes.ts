import { okAsync, type ResultAsync } from 'neverthrow';
import { addDays } from '../../domain/calendar/business-days';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { QuoteResult } from '../../domain/quote/enums';
import { quoteLookupKey, zipKey } from '../../domain/quote/lookup-key';
import { DEMO_USERS } from '../accounts/demo-users';
import type { Clock } from '../ports/clock';
import type { QuoteRepository, RepositoryError } from '../ports/quote-repository';
import { UseCase } from '../use-case';
import type { CreateQuoteInput, QuoteCreation } from './quote-creation';

/** A demo move: a lane, a house size and how many days ahead it moves. */
export interface DemoQuote {
  fromZip: string;
  toZip: string;
  houseSize: string;
  linearFeet: number;
  daysAhead: number;
}

/** A handful of quotes for the demo customer, on lanes the rate card prices online (§9 house sizes). */
export const DEMO_QUOTES: readonly DemoQuote[] = [
  { fromZip: '10001', toZip: '90001', houseSize: '2 bedroom', linearFeet: 13, daysAhead: 14 },
  { fromZip: '64105', toZip: '80202', houseSize: '3 bedroom', linearFeet: 17, daysAhead: 30 },
  { fromZip: '60601', toZip: '33101', houseSize: '1 bedroom', linearFeet: 7, daysAhead: 45 },
];

/** The demo customer (DEMO_USERS), who owns the demo quotes. */
export const DEMO_QUOTE_EMAIL = DEMO_USERS.find((u) => u.role === 'customer')?.email ?? 'demo@relomove.test';

export interface SeededQuote {
  QuoteId: number;
  from: string;
  to: string;
  result: QuoteResult;
}

/**
 * `relomove db seed` (issue 5): creates the demo quotes through CreateQuote, the same rating and
 * storage as POST quotes/add, as the demo customer. Idempotent: a lane the demo customer already has
 * a quote for is skipped. A lane that does not store a quote (the rate card no longer prices it) is
 * reported with its result and nothing is stored.
 */
export class SeedDemoQuotes extends UseCase<{
  createQuote: QuoteCreation;
  quotes: QuoteRepository;
  clock: Clock;
}> {
  execute(
    input: { quotes?: readonly DemoQuote[] } = {},
  ): ResultAsync<{ created: SeededQuote[]; skipped: number }, RepositoryError> {
    const { createQuote, quotes, clock } = this.deps;
    const demos = input.quotes ?? DEMO_QUOTES;
    return quotes.findByEmail(DEMO_QUOTE_EMAIL, 100).andThen((existing) => {
      const lanes = new Set(
        existing.map((q) => quoteLookupKey(q)).map((k) => `${k.originZip}>${k.destinationZip}`),
      );
      const missing = demos.filter((d) => !lanes.has(`${zipKey(d.fromZip)}>${zipKey(d.toZip)}`));
      let result: ResultAsync<SeededQuote[], RepositoryError> = okAsync([]);
      for (const demo of missing) {
        result = result.andThen((created) =>
          createQuote.execute(demoInput(demo, addDays(clock.today(), demo.daysAhead))).map((out) =>
            out.quote && out.createQuoteResponse.result !== QuoteResult.Dupe
              ? [
                  ...created,
                  {
                    QuoteId: out.quote.QuoteId,
                    from: demo.fromZip,
                    to: demo.toZip,
                    result: out.createQuoteResponse.result,
                  },
                ]
              : created,
          ),
        );
      }
      return result.map((created) => ({ created, skipped: demos.length - missing.length }));
    });
  }
}

function demoInput(demo: DemoQuote, MoveDate: IsoDate): CreateQuoteInput {
  return {
    FromCity: '',
    FromState: '',
    FromZip: demo.fromZip,
    FromCountry: 'US',
    ToCity: '',
    ToState: '',
    ToZip: demo.toZip,
    ToCountry: 'US',
    MoveDate,
    MovingDateRange: '',
    MovingOutOf: demo.houseSize,
    LinearFeet: demo.linearFeet,
    EmailAddress: DEMO_QUOTE_EMAIL,
    FromInput: demo.fromZip,
    ToInput: demo.toZip,
    // Staff seeding demo data: no form was filled in, so the visitor counts as an admin (§6, exempt).
    bot: { captcha: null, timing: null },
    visitor: { isAdmin: true },
  };
}

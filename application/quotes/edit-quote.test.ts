import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { addDays, isWeekend } from '../../domain/calendar/business-days';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { cents } from '../../domain/money/money';
import type { Quote } from '../../domain/quote/types';
import { aQuote } from '../../tests/fixtures/quotes';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { InMemoryQuoteRepository } from '../../tests/support/in-memory-quote-repository';
import { TestClock } from '../../tests/support/test-clock';
import { TEST_FIRST_MOVE_DATE, usBusinessDayOnOrAfter } from '../../tests/support/test-move-dates';
import { TEST_NOW, TEST_TODAY } from '../../tests/support/test-today';
import type { Viewer } from '../accounts/viewer';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { RateCardSource } from '../ports/rate-card-source';
import { EditQuote, type EditQuoteInput } from './edit-quote';

/** The first Saturday on or after `date`. */
const nextSaturday = (date: IsoDate): IsoDate => {
  let day = date;
  while (!isWeekend(day) || isWeekend(addDays(day, -1))) day = addDays(day, 1);
  return day;
};

const base = aRateCard();
const card = aRateCard({
  trailer: {
    ...base.trailer,
    perFootBands: [{ fromMiles: 0, baseCents: cents(20000), perMileMilliCents: 0 }],
  },
  relocube: {
    ...base.relocube,
    perCubeBands: [{ fromMiles: 0, baseCents: cents(90000), perMileMilliCents: 0 }],
  },
  terminalDiscountBp: { origin: 0, destination: 0 },
  transitBands: [{ upToMiles: 4000, businessDays: 5 }],
  expediteTiers: [],
});

/** Token 'tok-<id>' for every id; anything else is not ours. */
const cipher: QuoteIdCipher = {
  encrypt: (id) => `tok-${id}`,
  decrypt: (token) =>
    /^tok-\d+$/.test(token) ? ok(Number(token.slice(4))) : err({ kind: 'InvalidQuoteToken' }),
};

function setup(options: { botChecks?: boolean; rateCards?: RateCardSource; full?: string[] } = {}) {
  const quotes = new InMemoryQuoteRepository();
  const stored = quotes.put({
    ...aQuote({}, { MoveDate: TEST_FIRST_MOVE_DATE, Reservation: null }),
    QuoteId: 1000001,
    Revision: 3,
  });
  const useCase = new EditQuote({
    quotes,
    rateCards: options.rateCards ?? { inForceOn: () => ok(card) },
    capacity: { isFull: (station, date) => (options.full ?? []).includes(`${station} ${date}`) },
    captcha: {
      challenge: () => errAsync({ kind: 'CaptchaUnavailable', message: '' }),
      verify: (payload) => okAsync(payload === 'solved'),
    },
    botChecks: { enabled: options.botChecks ?? false },
    cipher,
    clock: new TestClock(),
  });
  const run = (over: Partial<EditQuoteInput>) =>
    useCase.execute({
      reference: 'tok-1000001',
      viewer: null,
      bot: { captcha: null, timing: null },
      visitor: { isAdmin: false },
      Revision: 3,
      ...over,
    });
  return { quotes, stored, run };
}

const current = (quotes: InMemoryQuoteRepository): Quote => {
  const quote = quotes.quotes.get(1000001);
  if (!quote) throw new Error('missing');
  return quote;
};

describe('EditQuote (§4 "Editing or changing a quote", §7 POST quotes/edit/{qId})', () => {
  it("saves the edit with Revision + 1 and answers failReason 'None' with the link token", async () => {
    const { quotes, run } = setup();
    const output = (await run({ Liability: 125 }))._unsafeUnwrap();
    expect(output.changeQuoteResponse).toEqual({
      failReason: 'None',
      retrievedTimestamp: TEST_NOW,
      message: 'Your edits have been saved.',
    });
    expect(output.quote?.Revision).toBe(4);
    expect(output.quote?.QuoteIdEncrypted).toBe('tok-1000001');
    expect(current(quotes).Details.Accessorials.Liability).toBe('2');
  });

  it('answers RedirectToCaptcha with no quote, before looking the quote up, when the bot check fails (§4, §5)', async () => {
    const { quotes, run } = setup({ botChecks: true });
    const output = (await run({ Liability: 125 }))._unsafeUnwrap();
    expect(output).toEqual({
      changeQuoteResponse: expect.objectContaining({
        failReason: 'RedirectToCaptcha',
        message: 'Invalid HMAC, PoW, or reCAPTCHA editing quote',
      }),
      quote: null,
    });
    expect(quotes.updates).toBe(0);
  });

  it('passes the bot check with a solved proof of work at a human pace, and always for an admin (§5)', async () => {
    const { run } = setup({ botChecks: true });
    const humanPace = { fieldDurationsMs: [900, 900], totalMs: 15_000 };
    const solved = await run({ bot: { captcha: 'solved', timing: humanPace }, Liability: 75 });
    expect(solved._unsafeUnwrap().changeQuoteResponse.failReason).toBe('None');
    const admin = await run({ Revision: 4, visitor: { isAdmin: true }, Liability: 0 });
    expect(admin._unsafeUnwrap().changeQuoteResponse.failReason).toBe('None');
  });

  it('answers NoRevisionMatch with the newer stored quote (§4)', async () => {
    const { quotes, run } = setup();
    const output = (await run({ Revision: 2, Liability: 125 }))._unsafeUnwrap();
    expect(output.changeQuoteResponse.failReason).toBe('NoRevisionMatch');
    expect(output.quote?.Revision).toBe(3);
    expect(output.quote?.QuoteIdEncrypted).toBe('tok-1000001');
    expect(current(quotes).Revision).toBe(3);
  });

  it('answers InvalidCapacityUnserviceableDate from station capacity on the new spot date (§4)', async () => {
    // A Saturday lands on the next origin business day at the origin (CHI), which is full.
    const saturday = nextSaturday(addDays(TEST_TODAY, 60));
    const monday = usBusinessDayOnOrAfter(saturday);
    const { quotes, run } = setup({ full: [`CHI ${monday}`] });
    const output = (await run({ MoveDate: saturday }))._unsafeUnwrap();
    expect(output.changeQuoteResponse.failReason).toBe('InvalidCapacityUnserviceableDate');
    expect(current(quotes).Revision).toBe(3);
  });

  it('reports QuoteIdInvalid for a reference that names no quote, or a deleted one (§4)', async () => {
    const { quotes, run } = setup();
    expect((await run({ reference: 'tok-1000999' }))._unsafeUnwrapErr()).toEqual({ kind: 'QuoteIdInvalid' });
    expect((await run({ reference: 'forged' }))._unsafeUnwrapErr()).toEqual({ kind: 'QuoteIdInvalid' });
    quotes.put({ ...current(quotes), IsDeleted: true });
    expect((await run({}))._unsafeUnwrapErr()).toEqual({ kind: 'QuoteIdInvalid' });
  });

  it('opens a reference number only for its owner or staff; for anyone else it names no quote (§6, issue 9 finding 7)', async () => {
    const { run } = setup();
    const owner: Viewer = { userId: 1, email: 'dana.whitfield@example.com', role: Role.customer };
    const stranger: Viewer = { userId: 2, email: 'x@example.com', role: Role.customer };
    const staff: Viewer = { userId: 3, email: 's@relomove.test', role: Role.staff };
    expect((await run({ reference: '1000001', viewer: stranger }))._unsafeUnwrapErr()).toEqual({
      kind: 'QuoteIdInvalid',
    });
    expect((await run({ reference: '1000001', viewer: owner, Liability: 75 })).isOk()).toBe(true);
    expect((await run({ reference: '1000001', viewer: staff, Revision: 4, Liability: 0 })).isOk()).toBe(true);
  });

  it("reports the request's own problems as InvalidEdit lines without taking the quote's lock (§5)", async () => {
    const { quotes, run } = setup();
    const error = (await run({ MoveDate: addDays(TEST_TODAY, -20), LinearFeet: 30 }))._unsafeUnwrapErr();
    expect(error).toEqual({
      kind: 'InvalidEdit',
      lines: [
        'MoveDate - The move date must be between today and 365 days from today',
        'LinearFeet - Trailer length must be at most 28 feet (one trailer)',
      ],
    });
    expect(quotes.updates).toBe(0);
  });

  it('reports an unknown option value as InvalidEdit and saves nothing (§5)', async () => {
    const { quotes, run } = setup();
    const error = (await run({ SelectedOption: 'nope' }))._unsafeUnwrapErr();
    expect(error.kind).toBe('InvalidEdit');
    expect(current(quotes).Revision).toBe(3);
  });

  it('reports RateCardUnavailable when no rate card is in force', async () => {
    const { run } = setup({
      rateCards: { inForceOn: () => err({ kind: 'RateCardUnavailable', message: 'no card in force' }) },
    });
    expect((await run({}))._unsafeUnwrapErr()).toEqual({
      kind: 'RateCardUnavailable',
      message: 'no card in force',
    });
  });
});

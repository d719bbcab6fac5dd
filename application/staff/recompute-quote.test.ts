import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { isoDate } from '../../domain/calendar/iso-date';
import { cents } from '../../domain/money/money';
import { QuoteStatus } from '../../domain/quote/enums';
import { storedQuotePrice } from '../../domain/quote/stored-price';
import type { Quote } from '../../domain/quote/types';
import type { RateCard } from '../../domain/rating/rate-card';
import { anOpenQuote } from '../../tests/fixtures/open-quote';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { InMemoryQuoteRepository } from '../../tests/support/in-memory-quote-repository';
import { TestClock } from '../../tests/support/test-clock';
import type { Viewer } from '../accounts/viewer';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import { RecomputeOpenQuotes } from './recompute-open-quotes';
import { RecomputeQuote } from './recompute-quote';

const base = aRateCard();
const cardAt = (perFootBase: number, version: string): RateCard =>
  aRateCard({
    version,
    trailer: {
      ...base.trailer,
      perFootBands: [{ fromMiles: 0, baseCents: cents(perFootBase), perMileMilliCents: 1000 }],
    },
    seasonalFactorsBp: Array(12).fill(10000),
  });
const lastMonth = cardAt(20000, '2026-10');
const today = cardAt(22000, '2026-11');

const cipher: QuoteIdCipher = {
  encrypt: (id) => `tok-${id}`,
  decrypt: (token) =>
    /^tok-\d+$/.test(token) ? ok(Number(token.slice(4))) : err({ kind: 'InvalidQuoteToken' }),
};
const staff: Viewer = { userId: 7, email: 'kim@relomove.test', role: Role.staff };
const customer: Viewer = { userId: 8, email: 'dana@example.com', role: Role.customer };

function setup(quotes: Quote[] = [anOpenQuote(lastMonth)]) {
  const repository = new InMemoryQuoteRepository();
  for (const q of quotes) repository.put(q);
  const deps = {
    quotes: repository,
    cipher,
    rateCards: { inForceOn: () => ok(today) },
    capacity: { isFull: () => false },
    clock: new TestClock('2026-11-21T15:00:00.000Z'),
  };
  return { repository, recompute: new RecomputeQuote(deps), all: new RecomputeOpenQuotes(deps) };
}

describe('RecomputeQuote (issue 5 relomove quote recompute)', () => {
  it("previews today's price beside the stored one and changes nothing without save", async () => {
    const { repository, recompute } = setup();
    const out = (
      await recompute.execute({
        reference: '1000001',
        changes: { LinearFeet: 15 },
        save: null,
        viewer: staff,
      })
    )._unsafeUnwrap();
    expect(out.saved).toBe(false);
    expect(out.difference).toBe((out.after?.breakdown.total ?? 0) - (out.before?.breakdown.total ?? 0));
    expect(out.difference).toBeGreaterThan(0);
    expect(repository.quotes.get(1000001)?.Revision).toBe(2);
    expect(repository.updates).toBe(0);
  });

  it('saves with Revision + 1 and records who made the change and why', async () => {
    const { repository, recompute } = setup();
    const out = (
      await recompute.execute({
        reference: 'tok-1000001',
        changes: { CouponCode: 'USA100' },
        save: { reason: 'customer called about the November rates' },
        viewer: staff,
      })
    )._unsafeUnwrap();
    expect(out.saved).toBe(true);
    expect(out.quote.Revision).toBe(3);
    const stored = repository.quotes.get(1000001);
    expect(stored && storedQuotePrice(stored)?.breakdown.total).toBe(out.after?.breakdown.total);
    expect((await repository.history(1000001, 5))._unsafeUnwrap()[0]).toMatchObject({
      changedBy: 'kim@relomove.test',
      reason: 'customer called about the November rates',
      toRevision: 3,
    });
  });

  it('refuses with NoRevisionMatch when the quote moved past the revision looked at (§4)', async () => {
    const { repository, recompute } = setup();
    const refused = (
      await recompute.execute({
        reference: '1000001',
        changes: { Revision: 1, Liability: 75 },
        save: { reason: 'try' },
        viewer: staff,
      })
    )._unsafeUnwrapErr();
    expect(refused).toMatchObject({ kind: 'RecomputeRefused', failReason: 'NoRevisionMatch' });
    expect(repository.quotes.get(1000001)?.Revision).toBe(2);
  });

  it('asks for a reason before saving, and lets only staff, agents and admins re-price (§6)', async () => {
    const { recompute } = setup();
    const input = { reference: '1000001', changes: {}, save: { reason: '  ' }, viewer: staff };
    expect((await recompute.execute(input))._unsafeUnwrapErr()).toEqual({ kind: 'ReasonRequired' });
    expect(
      (await recompute.execute({ ...input, save: null, viewer: customer }))._unsafeUnwrapErr(),
    ).toMatchObject({
      kind: 'StaffOnly',
    });
    expect((await recompute.execute({ ...input, save: null, viewer: null }))._unsafeUnwrapErr()).toEqual({
      kind: 'SignInRequired',
    });
  });

  it('answers QuoteNotFound for an unknown reference or a bad token', async () => {
    const { recompute } = setup();
    for (const reference of ['1234567', 'tok-xyz', 'not a token']) {
      const out = await recompute.execute({ reference, changes: {}, save: null, viewer: staff });
      expect(out._unsafeUnwrapErr()).toEqual({ kind: 'QuoteNotFound' });
    }
  });
});

describe('RecomputeOpenQuotes (issue 5 relomove quote recompute --all)', () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...anOpenQuote(lastMonth), QuoteId: 1000001 + i }));

  it('re-prices every open quote page by page, reports progress, and saves only with save', async () => {
    const quotes = [
      ...many(5),
      { ...anOpenQuote(lastMonth), QuoteId: 1000010, QuoteStatus: QuoteStatus.UnderReview },
      { ...anOpenQuote(lastMonth, { MoveDate: isoDate('2026-11-01') }), QuoteId: 1000011 },
    ];
    const { repository, all } = setup(quotes);
    const progress: Array<[number, number]> = [];
    const preview = (
      await all.execute({
        save: null,
        viewer: staff,
        pageSize: 2,
        onProgress: (d, t) => progress.push([d, t]),
      })
    )._unsafeUnwrap();
    expect(preview).toMatchObject({ count: 5, changed: 5, saved: 0, skipped: 0, rateCardVersion: '2026-11' });
    expect(progress).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
    expect(preview.totalDifference).toBe(preview.rows.reduce((sum, r) => sum + r.difference, 0));
    expect(repository.quotes.get(1000001)?.Revision).toBe(2);

    const saved = (
      await all.execute({ save: { reason: 'November card' }, viewer: staff, pageSize: 2 })
    )._unsafeUnwrap();
    expect(saved).toMatchObject({ count: 5, changed: 5, saved: 5 });
    expect(repository.quotes.get(1000003)?.Revision).toBe(3);
    const again = (await all.execute({ save: null, viewer: staff }))._unsafeUnwrap();
    expect(again).toMatchObject({ count: 5, changed: 0, totalDifference: 0 });
  });
});

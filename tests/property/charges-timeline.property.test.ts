import { fc, test } from '@fast-check/vitest';
import { addDays } from 'date-fns';
import { expect } from 'vitest';
import { compareIsoDates, fromLocalDate, type IsoDate, toLocalDate } from '../../domain/calendar/iso-date';
import { cents } from '../../domain/money/money';
import {
  type ChargesTimelineInput,
  chargesTimeline,
  PastKind,
  storageCharges,
  storageMeter,
  UpcomingKind,
} from '../../domain/payment/charges-timeline';
import { PaymentMethod } from '../../domain/payment/enums';
import { LEDGER_ENTRY_KINDS, LedgerEntryKind, LedgerReason } from '../../domain/payment/ledger-entry';

const DAY0 = toLocalDate('2026-06-01' as IsoDate);
const day = fc.integer({ min: 0, max: 400 }).map((n) => fromLocalDate(addDays(DAY0, n)));
const amount = fc.integer({ min: 0, max: 5_000_000 }).map(cents);

const ledgerRow = fc.record({
  id: fc.nat({ max: 10_000 }),
  kind: fc.constantFrom(...LEDGER_ENTRY_KINDS),
  amount,
  on: day,
  method: fc.constant(PaymentMethod.CreditCard),
  reason: fc.constant('r'),
});

/** A chart of 1 to 4 rows whose running totals never go down (the §7 chart). */
const chart = fc
  .tuple(
    fc.integer({ min: 1, max: 60 }),
    fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 4 }),
  )
  .map(([period, steps]) => {
    let total = 0;
    return steps.map((step, i) => {
      total += step;
      return { Duration: period * (i + 1), Charge: cents(total) };
    });
  });

const storageFacts = fc.record({
  startedOn: day,
  endedOn: fc.option(day, { nil: null }),
  freeDays: fc.integer({ min: 0, max: 90 }),
  chart,
});
const storage = fc.option(storageFacts, { nil: null });

const input: fc.Arbitrary<ChargesTimelineInput> = fc.record({
  today: day,
  ledger: fc.array(ledgerRow, { maxLength: 8 }),
  due: amount,
  declined: fc.boolean(),
  transitOn: fc.option(day, { nil: null }),
  storage,
});

test.prop([input])(
  "issue 13 charges timeline: the entries' amounts add up exactly to what was charged (less refunds) plus what is due",
  (i) => {
    const t = chargesTimeline(i);
    const signed = t.past.reduce((s, p) => s + (p.kind === PastKind.Charged ? p.amount : -p.amount), 0);
    const moveCharges = t.upcoming
      .filter((u) => u.kind !== UpcomingKind.Storage)
      .reduce((s, u) => s + u.amount, 0);
    const captured = i.ledger
      .filter((r) => r.kind === LedgerEntryKind.Capture)
      .reduce((s, r) => s + r.amount, 0);
    const refunded = i.ledger
      .filter((r) => r.kind === LedgerEntryKind.Refund)
      .reduce((s, r) => s + r.amount, 0);
    expect(signed + moveCharges).toBe(captured - refunded + i.due);
    expect(t.charged - t.refunded).toBe(captured - refunded);
  },
);

test.prop([input])('issue 13 charges timeline: no entry is negative or zero', (i) => {
  const t = chargesTimeline(i);
  for (const e of [...t.past, ...t.upcoming]) expect(e.amount).toBeGreaterThan(0);
  if (t.storage) {
    expect(t.storage.freeDaysLeft).toBeGreaterThanOrEqual(0);
    expect(t.storage.freeDaysUsed + t.storage.freeDaysLeft).toBe(t.storage.freeDays);
  }
});

test.prop([input])(
  'issue 13 charges timeline: dated entries are in date order, and nothing upcoming is before today',
  (i) => {
    const t = chargesTimeline(i);
    const dates = [...t.past, ...t.upcoming].flatMap((e) => (e.on ? [e.on] : []));
    for (let k = 1; k < dates.length; k++) {
      expect(compareIsoDates(dates[k - 1] as IsoDate, dates[k] as IsoDate)).toBeLessThanOrEqual(0);
    }
    for (const u of t.upcoming) if (u.on) expect(compareIsoDates(u.on, i.today)).toBeGreaterThanOrEqual(0);
  },
);

test.prop([storageFacts, day])(
  "issue 13 storage charges (§4 storage rules): the first one dated on or after today is the meter's next charge; amounts positive, days strictly increasing, none after storage ended",
  (facts, today) => {
    const charges = storageCharges(facts, today);
    const next = charges.find((c) => compareIsoDates(c.on, today) >= 0) ?? null;
    expect(
      next ? { kind: UpcomingKind.Storage, on: next.on, amount: next.amount, period: next.period } : null,
    ).toEqual(storageMeter(facts, today).next);
    charges.forEach((c, i) => {
      expect(c.amount).toBeGreaterThan(0);
      expect(compareIsoDates(c.period.from, c.on)).toBe(0);
      expect(compareIsoDates(c.period.from, c.period.to)).toBeLessThanOrEqual(0);
      if (facts.endedOn) expect(compareIsoDates(c.on, facts.endedOn)).toBeLessThanOrEqual(0);
      const before = charges[i - 1];
      if (before) {
        expect(compareIsoDates(before.on, c.on)).toBeLessThan(0);
        expect(before.k).toBeLessThan(c.k);
        // Every charge but the last is due (on or before today); the last may be the next one.
        expect(compareIsoDates(before.on, today)).toBeLessThanOrEqual(0);
      }
    });
  },
);

test.prop([storageFacts, day, fc.nat({ max: 12 })])(
  'issue 13 charges timeline: once n storage periods are charged, the upcoming storage entries are the periods after them and the meter names the first of those on or after today',
  (facts, today, n) => {
    const charges = storageCharges(facts, today);
    const made = charges.slice(0, n).map((c, i) => ({
      id: i + 1,
      kind: LedgerEntryKind.Capture,
      amount: c.amount,
      on: c.on,
      method: PaymentMethod.CreditCard,
      reason: LedgerReason.StorageCharge,
    }));
    const t = chargesTimeline({
      today,
      ledger: made,
      due: cents(0),
      declined: false,
      transitOn: null,
      storage: facts,
    });
    const rest = charges.slice(n);
    expect(t.upcoming.map((u) => [u.kind, u.amount, u.period])).toEqual(
      rest.map((c) => [UpcomingKind.Storage, c.amount, c.period]),
    );
    const next = rest.find((c) => compareIsoDates(c.on, today) >= 0);
    expect(t.storage?.next?.period ?? null).toEqual(next?.period ?? null);
    expect(t.past.filter((p) => p.reason === LedgerReason.StorageCharge)).toHaveLength(made.length);
  },
);

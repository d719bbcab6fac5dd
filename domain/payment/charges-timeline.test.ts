import { describe, expect, it } from 'vitest';
import { type IsoDate, isoDate } from '../calendar/iso-date';
import { type Cents, cents } from '../money/money';
import {
  type ChargesTimelineInput,
  chargesTimeline,
  PastKind,
  type StorageFacts,
  storageCharges,
  storageMeter,
  UpcomingKind,
} from './charges-timeline';
import { PaymentMethod } from './enums';
import { LedgerEntryKind, LedgerReason } from './ledger-entry';

const d = (s: string) => isoDate(s);
/** The chart of one 20 ft trailer: $150 the first 30 days, $120 each later 30 (Charge, no free days). */
const CHART = [
  { Duration: 30, Charge: cents(15_000) },
  { Duration: 60, Charge: cents(27_000) },
  { Duration: 90, Charge: cents(39_000) },
];
const row = (id: number, kind: LedgerEntryKind, amount: number, on: string) => ({
  id,
  kind,
  amount: cents(amount) as Cents,
  on: d(on) as IsoDate,
  method: PaymentMethod.CreditCard,
  reason: 'Charged in transit',
});
const input = (change: Partial<ChargesTimelineInput> = {}): ChargesTimelineInput => ({
  today: d('2026-12-01'),
  ledger: [],
  due: cents(250_000),
  declined: false,
  transitOn: d('2026-12-10'),
  storage: null,
  ...change,
});
const stored = (change: Partial<StorageFacts> = {}): StorageFacts => ({
  startedOn: d('2026-12-01'),
  endedOn: null,
  freeDays: 0,
  chart: CHART,
  ...change,
});

describe('chargesTimeline (issue 13 charges timeline)', () => {
  it('issue 13: before Transit nothing is charged and the whole balance is charged on the Transit day', () => {
    const t = chargesTimeline(input());
    expect(t.past).toEqual([]);
    expect(t.upcoming).toEqual([
      { kind: UpcomingKind.AtTransit, on: d('2026-12-10'), amount: cents(250_000), period: null },
    ]);
    expect(t.storage).toBeNull();
  });

  it('issue 13: with no Transit date yet the charge is undated ("when your move is in transit")', () => {
    expect(chargesTimeline(input({ transitOn: null })).upcoming[0]?.on).toBeNull();
  });

  it('issue 13: a Transit estimate that has slipped into the past is shown as today, never before it', () => {
    expect(chargesTimeline(input({ transitOn: d('2026-11-20') })).upcoming[0]?.on).toBe(d('2026-12-01'));
  });

  it('issue 13: charges and refunds are past entries oldest first (authorizations, voids and failures are not)', () => {
    const t = chargesTimeline(
      input({
        due: cents(0),
        ledger: [
          row(3, LedgerEntryKind.Refund, 5_000, '2026-11-30'),
          row(1, LedgerEntryKind.Authorization, 250_000, '2026-11-01'),
          row(2, LedgerEntryKind.Capture, 250_000, '2026-11-28'),
          row(4, LedgerEntryKind.Failure, 9_999, '2026-11-29'),
        ],
      }),
    );
    expect(t.past.map((p) => [p.kind, p.id, p.amount])).toEqual([
      [PastKind.Charged, 2, 250_000],
      [PastKind.Refunded, 3, 5_000],
    ]);
    expect(t.charged).toBe(250_000);
    expect(t.refunded).toBe(5_000);
    expect(t.upcoming).toEqual([]);
  });

  it('issue 13, payments.md: a declined charge makes the balance due now; a balance after the Transit charge is due before delivery', () => {
    expect(chargesTimeline(input({ declined: true })).upcoming[0]).toMatchObject({
      kind: UpcomingKind.DueNow,
      on: d('2026-12-01'),
    });
    const after = chargesTimeline(
      input({ due: cents(4_000), ledger: [row(1, LedgerEntryKind.Capture, 250_000, '2026-11-28')] }),
    );
    expect(after.upcoming).toEqual([
      { kind: UpcomingKind.BeforeDelivery, on: null, amount: cents(4_000), period: null },
    ]);
  });

  it('§4 storage: with no free days the first 30 days are in the price and the next period is charged on day 31', () => {
    const t = chargesTimeline(
      input({
        due: cents(0),
        ledger: [row(1, LedgerEntryKind.Capture, 250_000, '2026-11-28')],
        today: d('2026-12-05'),
        storage: stored(),
      }),
    );
    expect(t.storage).toMatchObject({
      daysStored: 5,
      freeDays: 0,
      freeDaysEnd: null,
      firstPeriodInPrice: true,
      chargesStartOn: d('2026-12-31'),
      periodCharge: cents(12_000),
    });
    expect(t.upcoming).toEqual([
      {
        kind: UpcomingKind.Storage,
        on: d('2026-12-31'),
        amount: cents(12_000),
        period: { from: d('2026-12-31'), to: d('2027-01-29') },
      },
    ]);
  });

  it('§4, §9: 8 free days (coupon or accessorial): the meter counts them, and the rest of the first period ($110) is charged the day after they end', () => {
    const m = storageMeter(stored({ freeDays: 8 }), d('2026-12-03'));
    expect(m).toMatchObject({
      daysStored: 3,
      freeDays: 8,
      freeDaysUsed: 3,
      freeDaysLeft: 5,
      freeDaysEnd: d('2026-12-08'),
      chargesStartOn: d('2026-12-09'),
      firstPeriodInPrice: false,
      firstCharge: cents(11_000),
      periodCharge: cents(12_000),
    });
    // $150 less 8/30 of it ($40): the chart's NewCharge rule.
    expect(m.next).toEqual({
      kind: UpcomingKind.Storage,
      on: d('2026-12-09'),
      amount: cents(11_000),
      period: { from: d('2026-12-09'), to: d('2026-12-30') },
    });
  });

  it('§4 storage: after the free days the next charge is the next period, at the increased charge, on its first day', () => {
    const m = storageMeter(stored({ freeDays: 8 }), d('2026-12-10'));
    expect(m.freeDaysLeft).toBe(0);
    expect(m.next).toMatchObject({ on: d('2026-12-31'), amount: cents(12_000) });
    // Past the chart's last row, each period costs the last step.
    expect(storageMeter(stored(), d('2027-03-05')).next).toMatchObject({
      on: d('2027-03-31'),
      amount: cents(12_000),
    });
  });

  it('§4 storage: free days beyond one period are capped at the period; ended storage has no next charge', () => {
    expect(storageMeter(stored({ freeDays: 45 }), d('2026-12-01')).freeDays).toBe(30);
    const ended = storageMeter(stored({ endedOn: d('2026-12-20') }), d('2027-01-15'));
    expect(ended.daysStored).toBe(20);
    expect(ended.next).toBeNull();
  });

  it('issue 13: storage that starts later than today has used no days', () => {
    const m = storageMeter(stored({ startedOn: d('2026-12-05'), freeDays: 5 }), d('2026-12-01'));
    expect(m.daysStored).toBe(0);
    expect(m.freeDaysLeft).toBe(5);
  });

  it('issue 13: storage started with nothing charged makes the late Transit charge due now, before the storage charge', () => {
    const t = chargesTimeline(input({ storage: stored(), transitOn: d('2026-11-25') }));
    expect(t.upcoming.map((u) => u.kind)).toEqual([UpcomingKind.DueNow, UpcomingKind.Storage]);
  });
});

describe('storageCharges (issue 13, §4 storage rules)', () => {
  it('§4: with no free days the first period is in the price; period k is charged on its first day (day 31, 61, …) with the increased charge', () => {
    expect(storageCharges(stored(), d('2027-01-30'))).toEqual([
      {
        k: 2,
        on: d('2026-12-31'),
        amount: cents(12_000),
        period: { from: d('2026-12-31'), to: d('2027-01-29') },
      },
      {
        k: 3,
        on: d('2027-01-30'),
        amount: cents(12_000),
        period: { from: d('2027-01-30'), to: d('2027-02-28') },
      },
      {
        k: 4,
        on: d('2027-03-01'),
        amount: cents(12_000),
        period: { from: d('2027-03-01'), to: d('2027-03-30') },
      },
    ]);
  });

  it('§9 free days: the rest of the first period (prorated, rounded once) is period 1, charged the day after the free days', () => {
    // 8 free days of a $150 period take off $40: $110 on day 9.
    const [first, second] = storageCharges(stored({ freeDays: 8 }), d('2026-12-01'));
    expect(first).toEqual({
      k: 1,
      on: d('2026-12-09'),
      amount: cents(11_000),
      period: { from: d('2026-12-09'), to: d('2026-12-30') },
    });
    expect(second).toBeUndefined();
  });

  it('issue 13: ended storage charges the periods begun by its last day and nothing after', () => {
    const charges = storageCharges(stored({ endedOn: d('2026-12-31') }), d('2027-03-01'));
    expect(charges.map((c) => [c.k, c.on])).toEqual([[2, d('2026-12-31')]]);
    expect(storageCharges(stored({ endedOn: d('2026-12-30') }), d('2027-03-01'))).toEqual([]);
  });

  it('issue 13 timeline: a storage period charged today is a past entry with its reason, and the meter moves on to the next one', () => {
    const t = chargesTimeline(
      input({
        today: d('2026-12-31'),
        due: cents(0),
        storage: stored(),
        ledger: [
          { ...row(1, LedgerEntryKind.Capture, 250_000, '2026-12-05') },
          { ...row(2, LedgerEntryKind.Capture, 12_000, '2026-12-31'), reason: LedgerReason.StorageCharge },
        ],
      }),
    );
    expect(t.past.map((p) => p.reason)).toEqual(['Charged in transit', 'Storage charge']);
    expect(t.upcoming).toEqual([
      {
        kind: UpcomingKind.Storage,
        on: d('2027-01-30'),
        amount: cents(12_000),
        period: { from: d('2027-01-30'), to: d('2027-02-28') },
      },
    ]);
    expect(t.storage?.next?.on).toBe(d('2027-01-30'));
  });

  it('issue 13 timeline: a storage period declined stays upcoming, due today, before the next one; the move paid is not due again', () => {
    const t = chargesTimeline(
      input({
        today: d('2027-01-05'),
        due: cents(0),
        storage: stored(),
        ledger: [row(1, LedgerEntryKind.Capture, 250_000, '2026-12-05')],
      }),
    );
    expect(t.upcoming.map((u) => [u.kind, u.on])).toEqual([
      [UpcomingKind.Storage, d('2027-01-05')],
      [UpcomingKind.Storage, d('2027-01-30')],
    ]);
  });
});

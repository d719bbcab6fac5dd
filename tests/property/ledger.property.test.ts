import { readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar/business-days';
import { isoDate } from '../../domain/calendar/iso-date';
import { cents } from '../../domain/money/money';
import { priceChangeSettlement } from '../../domain/payment/balance-rule';
import { cancellationFee } from '../../domain/payment/cancellation-fee';
import { PaymentMethod } from '../../domain/payment/enums';
import {
  asLowAs,
  type FinancingTerms,
  monthlyPayment,
  parseFinancingTerms,
} from '../../domain/payment/financing-promo';
import {
  balanceDue,
  canAppend,
  ledgerProblems,
  ledgerTotals,
  openAuthorizations,
  overpaid,
  refundableCaptures,
  refundPlan,
} from '../../domain/payment/ledger';
import { type LedgerEntry, LedgerEntryKind, LedgerReason } from '../../domain/payment/ledger-entry';
import { authorization, capture, failure, refund, voidOf } from '../fixtures/ledger';

/*
 * Issue 12 "The ledger": rules over random sequences of events. A model generates plausible and implausible
 * operations (captures of up to 130% of a hold, of unknown holds, twice; refunds beyond the capture; voids of
 * the wrong amount; reused idempotency keys; bad amounts; other methods; captures after expiry), offers each
 * row to canAppend, and keeps only the accepted ones, as the use cases do before writing.
 */

const START = Date.parse('2026-12-01T00:00:00.000Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

type Op =
  | { op: 'authorize'; amount: number; ttlHours: number | null }
  | { op: 'capture'; target: number; share: number; raw: number | null; otherMethod: boolean }
  | { op: 'void'; target: number; off: number }
  | { op: 'refund'; target: number; share: number; raw: number | null }
  | { op: 'fail'; amount: number }
  | { op: 'reuseKey'; target: number; amount: number }
  | { op: 'tick'; hours: number };

const badOrGood = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 500_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, -5_000, 10.5, 0.01) },
);

/** Which earlier row an operation acts on, counted back from the latest; -1 (one time in ten) names none. */
const target = fc.oneof(
  { weight: 1, arbitrary: fc.constant(-1) },
  { weight: 9, arbitrary: fc.nat({ max: 6 }) },
);

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('authorize' as const),
      amount: badOrGood,
      ttlHours: fc.option(fc.integer({ min: 1, max: 240 }), { nil: null }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('capture' as const),
      target,
      share: fc.integer({ min: 0, max: 130 }),
      raw: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: badOrGood }),
      otherMethod: fc.oneof(
        { weight: 5, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('void' as const),
      target,
      off: fc.oneof(
        { weight: 4, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.integer({ min: -10, max: 10 }) },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('refund' as const),
      target,
      share: fc.integer({ min: 0, max: 130 }),
      raw: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: badOrGood }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('fail' as const), amount: fc.integer({ min: -5, max: 500_000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('reuseKey' as const),
      target: fc.nat({ max: 30 }),
      amount: fc.integer({ min: 1, max: 1_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('tick' as const), hours: fc.integer({ min: 1, max: 96 }) }),
  },
);

interface Built {
  accepted: LedgerEntry[];
  refused: { prefix: LedgerEntry[]; entry: LedgerEntry }[];
  now: number;
}

/** Offers each operation's row to canAppend and keeps the accepted ones. */
function build(ops: readonly Op[]): Built {
  const accepted: LedgerEntry[] = [];
  const refused: Built['refused'] = [];
  const offered: LedgerEntry[] = [];
  let now = START;
  let n = 0;
  // Mostly rows that were accepted (plausible), sometimes any row offered, refused ones included.
  const pick = <T>(list: readonly T[], back: number): T | undefined =>
    back < 0 || list.length === 0 ? undefined : list[list.length - 1 - (back % list.length)];
  const byKind = (kind: LedgerEntry['kind'], back: number) =>
    (back % 5 === 4 ? offered : accepted).filter((e) => e.kind === kind);
  // Mostly a hold still open (plausible), sometimes any hold offered (captured, voided or refused ones too).
  const holds = (back: number) => {
    if (back % 5 === 4) return byKind(LedgerEntryKind.Authorization, back);
    const closed = new Set(
      accepted
        .filter((e) => e.kind === LedgerEntryKind.Capture || e.kind === LedgerEntryKind.Void)
        .map((e) => e.relatesTo),
    );
    return accepted.filter(
      (e) => e.kind === LedgerEntryKind.Authorization && !closed.has(e.processorReference),
    );
  };
  for (const o of ops) {
    n += 1;
    const at = iso(now);
    let entry: LedgerEntry | null = null;
    switch (o.op) {
      case 'tick':
        now += o.hours * HOUR;
        break;
      case 'authorize':
        entry = authorization(`auth_${n}`, o.amount, {
          at,
          expiresAt: o.ttlHours === null ? null : iso(now + o.ttlHours * HOUR),
        });
        break;
      case 'capture': {
        const auth = pick(holds(o.target), o.target);
        const amount = o.raw ?? Math.round(((auth?.amount ?? 1_000) * o.share) / 100);
        entry = capture(`cap_${n}`, auth?.processorReference ?? 'auth_ghost', amount, {
          at,
          method: o.otherMethod ? PaymentMethod.PayPal : PaymentMethod.CreditCard,
        });
        break;
      }
      case 'void': {
        const auth = pick(holds(o.target), o.target);
        entry = voidOf(
          `void_${n}`,
          auth?.processorReference ?? 'auth_ghost',
          (auth?.amount ?? 1_000) + o.off,
          {
            at,
          },
        );
        break;
      }
      case 'refund': {
        const cap = pick(byKind(LedgerEntryKind.Capture, o.target), o.target);
        const amount = o.raw ?? Math.round(((cap?.amount ?? 1_000) * o.share) / 100);
        entry = refund(`ref_${n}`, cap?.processorReference ?? 'cap_ghost', amount, { at });
        break;
      }
      case 'fail':
        entry = failure(`fail_${n}`, o.amount, { at });
        break;
      case 'reuseKey': {
        const earlier = pick(offered, o.target);
        entry = authorization(`auth_${n}`, o.amount, {
          at,
          idempotencyKey: earlier?.idempotencyKey ?? `key-auth_${n}`,
        });
        break;
      }
    }
    if (entry === null) continue;
    offered.push(entry);
    if (canAppend(accepted, entry).isOk()) accepted.push(entry);
    else refused.push({ prefix: [...accepted], entry });
  }
  return { accepted, refused, now };
}

const ops = fc.array(op, { maxLength: 60, size: 'medium' });
const total = fc.integer({ min: 0, max: 1_000_000 }).map(cents);

/** Sums over rows written here, independently of domain/payment/ledger.ts. */
const sumOf = (entries: readonly LedgerEntry[], keep: (e: LedgerEntry) => boolean) =>
  entries.filter(keep).reduce((s, e) => s + e.amount, 0);

describe('the payments ledger over random sequences of events (issue 12)', () => {
  test.prop([ops])('the captured total never exceeds the authorized total, per authorization too', (o) => {
    const { accepted } = build(o);
    const totals = ledgerTotals(accepted);
    expect(totals.captured).toBeLessThanOrEqual(totals.authorized);
    for (const auth of accepted.filter((e) => e.kind === LedgerEntryKind.Authorization)) {
      const captures = accepted.filter(
        (e) => e.kind === LedgerEntryKind.Capture && e.relatesTo === auth.processorReference,
      );
      const voids = accepted.filter(
        (e) => e.kind === LedgerEntryKind.Void && e.relatesTo === auth.processorReference,
      );
      expect(captures.length + voids.length).toBeLessThanOrEqual(1);
      expect(sumOf(captures, () => true)).toBeLessThanOrEqual(auth.amount);
    }
    expect(totals.captured + totals.voided).toBeLessThanOrEqual(totals.authorized);
  });

  test.prop([ops])('refunds never exceed captures, per capture too', (o) => {
    const { accepted } = build(o);
    const totals = ledgerTotals(accepted);
    expect(totals.refunded).toBeLessThanOrEqual(totals.captured);
    expect(totals.netCaptured).toBeGreaterThanOrEqual(0);
    for (const cap of accepted.filter((e) => e.kind === LedgerEntryKind.Capture)) {
      const refunded = sumOf(
        accepted,
        (e) => e.kind === LedgerEntryKind.Refund && e.relatesTo === cap.processorReference,
      );
      expect(refunded).toBeLessThanOrEqual(cap.amount);
    }
  });

  test.prop([ops, total])(
    'the balance due equals the total minus net captures, never negative; overpaid is the other side',
    (o, price) => {
      const { accepted } = build(o);
      const net =
        sumOf(accepted, (e) => e.kind === LedgerEntryKind.Capture) -
        sumOf(accepted, (e) => e.kind === LedgerEntryKind.Refund);
      expect(balanceDue(price, accepted)).toBe(Math.max(0, price - net));
      expect(overpaid(price, accepted)).toBe(Math.max(0, net - price));
      expect(balanceDue(price, accepted) - overpaid(price, accepted)).toBe(price - net);
    },
  );

  test.prop([ops])('a ledger built through canAppend has no problems; every refused row is one', (o) => {
    const { accepted, refused } = build(o);
    expect(ledgerProblems(accepted)).toEqual([]);
    for (const { prefix, entry } of refused) {
      const problems = ledgerProblems([...prefix, entry]);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((p) => p.index === prefix.length && p.message.length > 0)).toBe(true);
    }
  });

  test.prop([ops, fc.integer({ min: 0, max: 400 })])(
    'open authorizations are the holds neither captured, voided nor expired',
    (o, laterHours) => {
      const { accepted, now } = build(o);
      const at = iso(now + laterHours * HOUR);
      const closed = new Set(
        accepted
          .filter((e) => e.kind === LedgerEntryKind.Capture || e.kind === LedgerEntryKind.Void)
          .map((e) => e.relatesTo),
      );
      const expected = accepted.filter(
        (e) =>
          e.kind === LedgerEntryKind.Authorization &&
          !closed.has(e.processorReference) &&
          (e.expiresAt == null || Date.parse(e.expiresAt) > Date.parse(at)),
      );
      expect(openAuthorizations(accepted, at).map((a) => a.authorization)).toEqual(expected);
    },
  );

  test.prop([ops, fc.integer({ min: 0, max: 100 })])(
    'a refund plan of up to what is refundable is accepted row by row and lowers the net captured exactly',
    (o, percent) => {
      const { accepted } = build(o);
      const refundable = ledgerTotals(accepted).netCaptured;
      const amount = cents(Math.floor((refundable * percent) / 100));
      const plan = refundPlan(accepted, amount)._unsafeUnwrap();
      const ledger = [...accepted];
      plan.forEach((p, i) => {
        const row = refund(`plan_${i}`, p.capture.processorReference, p.amount, { method: p.capture.method });
        expect(canAppend(ledger, row).isOk()).toBe(true);
        ledger.push(row);
      });
      expect(ledgerTotals(ledger).netCaptured).toBe(refundable - amount);
      expect(refundPlan(accepted, cents(refundable + 1)).isErr()).toBe(true);
    },
  );
});

/** Storage charges (issue 13): an authorization and a capture each, some declined, some partly refunded. */
interface StorageOp {
  amount: number;
  declined: boolean;
  refundShare: number;
  at: number;
}
const storageOps: fc.Arbitrary<StorageOp[]> = fc.array(
  fc.record({
    amount: fc.integer({ min: 1, max: 200_000 }),
    declined: fc.boolean(),
    refundShare: fc.integer({ min: 0, max: 100 }),
    at: fc.nat(),
  }),
  { maxLength: 6 },
);

/** The move's rows with the storage charges' rows slipped in at random places (each pair in order). */
function withStorage(rows: readonly LedgerEntry[], storage: readonly StorageOp[]): LedgerEntry[] {
  const out = [...rows];
  storage.forEach((s, i) => {
    const reason = LedgerReason.StorageCharge;
    const made: LedgerEntry[] = s.declined
      ? [failure(`sfail_${i}`, s.amount, { reason, idempotencyKey: `storage:1001:${i}:failed` })]
      : [
          authorization(`sauth_${i}`, s.amount, { reason }),
          capture(`scap_${i}`, `sauth_${i}`, s.amount, { reason }),
          ...(s.refundShare > 0
            ? [refund(`sref_${i}`, `scap_${i}`, Math.max(1, Math.floor((s.amount * s.refundShare) / 100)))]
            : []),
        ];
    const place = s.at % (out.length + 1);
    out.splice(place, 0, ...made);
  });
  return out;
}

describe('storage charges are not part of the move price (issue 13)', () => {
  test.prop([ops, storageOps, total, total])(
    'appending storage rows never changes balanceDue, overpaid, the refundable captures or a price change',
    (o, storage, price, newPrice) => {
      const { accepted } = build(o);
      const mixed = withStorage(accepted, storage);
      expect(balanceDue(price, mixed)).toBe(balanceDue(price, accepted));
      expect(overpaid(price, mixed)).toBe(overpaid(price, accepted));
      expect(refundableCaptures(mixed)).toEqual(refundableCaptures(accepted));
      expect(refundPlan(mixed, price)).toEqual(refundPlan(accepted, price));
      expect(priceChangeSettlement(price, newPrice, mixed)).toEqual(
        priceChangeSettlement(price, newPrice, accepted),
      );
    },
  );
});

describe('the financing promo figure (§1)', () => {
  const principal = fc.integer({ min: 0, max: 10_000_000 }).map(cents);
  const apr = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3_600 }));
  const months = fc.integer({ min: 1, max: 60 });

  /**
   * The balance left after `months` payments of `payment`, month by month at the exact monthly rate
   * apr / 120000, scaled by 120000^k to stay in integers (its sign is the balance's).
   */
  function scaledBalanceAfter(p: number, aprBp: number, n: number, payment: number): bigint {
    const b = 120_000n;
    const a = BigInt(aprBp);
    let balance = BigInt(p);
    let scale = 1n;
    for (let k = 0; k < n; k++) {
      scale *= b;
      balance = balance * (b + a) - BigInt(payment) * scale;
    }
    return balance;
  }

  test.prop([principal, apr, months])(
    'the stated payment pays the loan off, and one cent less per month would not',
    (p, a, n) => {
      const m = monthlyPayment(p, a, n);
      expect(m * n).toBeGreaterThanOrEqual(p);
      expect(scaledBalanceAfter(p, a, n, m) <= 0n).toBe(true);
      if (m > 0) expect(scaledBalanceAfter(p, a, n, m - 1) > 0n).toBe(true);
    },
  );

  test.prop([
    principal,
    fc.array(fc.record({ months, aprBasisPoints: apr }), { minLength: 1, maxLength: 6 }),
    fc.integer({ min: 1, max: 100_000 }),
  ])('as low as is the lowest payment of the table, within its amounts', (p, terms, minimum) => {
    const table: FinancingTerms = {
      note: 'EXAMPLE',
      minimumAmount: cents(minimum),
      maximumAmount: cents(5_000_000),
      terms,
    };
    const result = asLowAs(p, table);
    if (p < minimum || p > 5_000_000) {
      expect(result).toBeNull();
      return;
    }
    const payments = terms.map((t) => monthlyPayment(p, t.aprBasisPoints, t.months));
    expect(result?.monthlyPayment).toBe(Math.min(...payments));
  });
});

describe('the EXAMPLE table in data/financing-terms.json (§1 financing promo)', () => {
  const table = parseFinancingTerms(
    JSON.parse(readFileSync(new URL('../../data/financing-terms.json', import.meta.url), 'utf8')),
  )._unsafeUnwrap();

  it('is valid and says it is an EXAMPLE, not an offer', () => {
    expect(table.note).toMatch(/^EXAMPLE .*not an offer/);
    expect(table.minimumAmount).toBe(5_000);
    expect(table.terms.map((t) => t.months)).toEqual([3, 6, 12]);
  });

  test.prop([fc.integer({ min: 0, max: 4_000_000 }).map(cents)])(
    'gives a line for every total within its amounts, never above the total itself',
    (total) => {
      const line = asLowAs(total, table);
      if (total < table.minimumAmount || total > table.maximumAmount) expect(line).toBeNull();
      else expect(line?.monthlyPayment).toBeLessThanOrEqual(total);
    },
  );
});

describe('cancellation fees (issue 12)', () => {
  const fees = fc
    .record({
      freeDaysBefore: fc.integer({ min: 0, max: 30 }),
      withinDaysFee: fc.integer({ min: 0, max: 50_000 }),
      extra: fc.integer({ min: 0, max: 50_000 }),
    })
    .map(({ freeDaysBefore, withinDaysFee, extra }) => ({
      freeDaysBefore,
      withinDaysFee: cents(withinDaysFee),
      sameDayFee: cents(withinDaysFee + extra),
    }));
  const spot = fc.integer({ min: 0, max: 800 }).map((d) => addDays(isoDate('2026-11-01'), d));

  test.prop([spot, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), fees])(
    'never falls as the drop-off date approaches, and is refused after it',
    (spotDate, d1, d2, f) => {
      const [far, near] = d1 >= d2 ? [d1, d2] : [d2, d1];
      const farFee = cancellationFee(spotDate, addDays(spotDate, -far), f)._unsafeUnwrap();
      const nearFee = cancellationFee(spotDate, addDays(spotDate, -near), f)._unsafeUnwrap();
      expect(farFee.amount).toBeLessThanOrEqual(nearFee.amount);
      expect([0, f.withinDaysFee, f.sameDayFee]).toContain(nearFee.amount);
      expect(cancellationFee(spotDate, addDays(spotDate, near + 1), f).isErr()).toBe(true);
    },
  );
});

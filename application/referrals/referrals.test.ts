import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { TestClock } from '../../tests/support/test-clock';
import type { ReferrerArrival, ReferrerArrivals } from '../ports/referrer-arrivals';
import { CountReferrerArrivals } from './count-referrer-arrivals';
import { RecordReferrerArrival } from './record-referrer-arrival';

/** Arrivals kept in memory, once per visitor, referrer and day, like the table's unique key. */
function memoryArrivals(): ReferrerArrivals & { rows: ReferrerArrival[] } {
  const rows: ReferrerArrival[] = [];
  return {
    rows,
    record(arrival) {
      const seen = rows.some(
        (r) =>
          r.referrer === arrival.referrer && r.visitorKey === arrival.visitorKey && r.day === arrival.day,
      );
      if (!seen) rows.push(arrival);
      return okAsync(!seen);
    },
    count(since) {
      const kept = rows.filter((r) => since === null || r.day >= since);
      return okAsync(
        [...new Set(kept.map((r) => r.referrer))].map((referrer) => {
          const of = kept.filter((r) => r.referrer === referrer);
          return { referrer, arrivals: of.length, first: of[0]?.at ?? null, last: of.at(-1)?.at ?? null };
        }),
      );
    },
  };
}

describe('§5 budget-flow referrers: an arrival is recognised and recorded; staff count them (issue 15)', () => {
  it('records a known referrer once per visitor and day, and refuses an unknown one', async () => {
    const arrivals = memoryArrivals();
    const clock = new TestClock('2026-11-26T15:00:00.000Z');
    const record = new RecordReferrerArrival({ arrivals, clock });
    const arrive = (Referrer: string, visitorKey = 'v1') =>
      record.execute({ Referrer, Page: '/moving-quote', visitorKey });
    expect((await arrive('packratweb'))._unsafeUnwrap()).toEqual({ referrer: 'PACKRATWEB', recorded: true });
    expect((await arrive('PACKRATWEB'))._unsafeUnwrap().recorded).toBe(false);
    clock.advance(24 * 3600_000);
    expect((await arrive('PACKRATWEB'))._unsafeUnwrap().recorded).toBe(true);
    expect((await arrive('ZPPYSHWEB', 'v2'))._unsafeUnwrap().recorded).toBe(true);
    expect((await arrive('OTHERWEB'))._unsafeUnwrapErr()).toEqual({
      kind: 'ValidationFailed',
      errors: [{ field: 'Referrer', message: 'Value must be one of "PACKRATWEB", "ZPPYSHWEB"' }],
    });

    const count = new CountReferrerArrivals({ arrivals });
    const staff = { userId: 1, email: 'desk@relomove.test', role: Role.staff };
    const all = (await count.execute({ viewer: staff, since: null }))._unsafeUnwrap();
    expect(all.map((r) => [r.referrer, r.arrivals])).toEqual([
      ['PACKRATWEB', 2],
      ['ZPPYSHWEB', 1],
    ]);
    const today = (await count.execute({ viewer: staff, since: clock.today() }))._unsafeUnwrap();
    expect(today.map((r) => r.arrivals)).toEqual([1, 1]);
    const customer = { userId: 9, email: 'dana@example.com', role: Role.customer };
    expect((await count.execute({ viewer: customer, since: null }))._unsafeUnwrapErr().kind).toBe(
      'StaffOnly',
    );
  });
});

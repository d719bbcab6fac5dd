import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { cancellationFee } from './cancellation-fee';

const fees = { freeDaysBefore: 7, withinDaysFee: cents(5000), sameDayFee: cents(15000) };
const spot = isoDate('2026-12-15');
const feeOn = (today: string) => cancellationFee(spot, isoDate(today), fees);

describe('cancellation fees (issue 12, U-Pack policy: free more than 7 days before, $50 within 7, $150 on the day)', () => {
  it('is free more than 7 days before the drop-off date', () => {
    expect(feeOn('2026-12-07')._unsafeUnwrap()).toEqual({
      amount: 0,
      tier: 'Free',
      daysBefore: 8,
      description: 'Free: more than 7 days before the drop-off date',
    });
    expect(feeOn('2026-10-01')._unsafeUnwrap().amount).toBe(0);
  });

  it('costs $50 from 7 days before to the day before', () => {
    expect(feeOn('2026-12-08')._unsafeUnwrap()).toEqual({
      amount: 5000,
      tier: 'WithinDays',
      daysBefore: 7,
      description: '$50.00: within 7 days of the drop-off date',
    });
    expect(feeOn('2026-12-14')._unsafeUnwrap()).toMatchObject({ amount: 5000, daysBefore: 1 });
  });

  it('costs $150 on the drop-off date itself', () => {
    expect(feeOn('2026-12-15')._unsafeUnwrap()).toEqual({
      amount: 15000,
      tier: 'SameDay',
      daysBefore: 0,
      description: '$150.00: on the drop-off date',
    });
  });

  it('cannot be cancelled online after the drop-off date', () => {
    expect(feeOn('2026-12-16')._unsafeUnwrapErr()).toEqual({
      kind: 'NotCancellableOnline',
      message: 'The drop-off date (12/15/2026) has passed, so this reservation cannot be cancelled online',
    });
  });

  it('takes the amounts and the threshold from the rate card', () => {
    const other = { freeDaysBefore: 1, withinDaysFee: cents(1000), sameDayFee: cents(2000) };
    expect(cancellationFee(spot, isoDate('2026-12-13'), other)._unsafeUnwrap().amount).toBe(0);
    expect(cancellationFee(spot, isoDate('2026-12-14'), other)._unsafeUnwrap()).toMatchObject({
      amount: 1000,
      description: '$10.00: within 1 day of the drop-off date',
    });
  });

  it('counts calendar days across a daylight-saving change and a year end', () => {
    expect(
      cancellationFee(isoDate('2027-03-16'), isoDate('2027-03-09'), fees)._unsafeUnwrap().daysBefore,
    ).toBe(7);
    expect(
      cancellationFee(isoDate('2027-01-03'), isoDate('2026-12-27'), fees)._unsafeUnwrap().daysBefore,
    ).toBe(7);
  });
});
